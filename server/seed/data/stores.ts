import { storeBanner, storeLogo } from './images.ts';
import type { L10n, SeedStore } from './types.ts';

function store(
  key: string,
  name: L10n,
  province: L10n,
  rating: number,
  description: L10n,
): SeedStore {
  return {
    key,
    urlKey: key,
    name,
    description,
    rating,
    province,
    logo: storeLogo(key, name),
    banner: storeBanner(key, name),
  };
}

export const stores: SeedStore[] = [
  store(
    'baan-phueng-doi-saket',
    { th: 'บ้านผึ้งดอยสะเก็ด', en: 'Baan Phueng Doi Saket' },
    { th: 'เชียงใหม่', en: 'Chiang Mai' },
    4.8,
    {
      th: 'ฟาร์มผึ้งครอบครัวที่อำเภอดอยสะเก็ด เลี้ยงผึ้งในสวนลำไยและลิ้นจี่มากว่า 20 ปี เก็บน้ำผึ้งตามฤดูกาลและบรรจุเองทุกขวด',
      en: 'A family bee farm in Doi Saket keeping bees among longan and lychee orchards for over 20 years. Honey is harvested by season and bottled by hand.',
    },
  ),
  store(
    'suan-lamyai-lamphun',
    { th: 'สวนลำไยลำพูน', en: 'Lamphun Longan Orchard' },
    { th: 'ลำพูน', en: 'Lamphun' },
    4.7,
    {
      th: 'กลุ่มเกษตรกรผู้ปลูกลำไยในจังหวัดลำพูน แปรรูปลำไยอบแห้ง น้ำลำไย และผลไม้ตามฤดูกาลส่งตรงจากสวน',
      en: 'A group of longan growers in Lamphun making dried longan, longan juice and seasonal fruit products straight from the orchard.',
    },
  ),
  store(
    'rai-sukjai-nakhon-pathom',
    { th: 'ไร่สุขใจ นครปฐม', en: 'Rai Sukjai Nakhon Pathom' },
    { th: 'นครปฐม', en: 'Nakhon Pathom' },
    4.6,
    {
      th: 'ไร่ผักและผลไม้ปลอดสารที่อำเภอสามพราน ปลูกมะเขือเทศ มะพร้าวน้ำหอม ส้มโอ และข้าว ผลิตน้ำผักผลไม้ในโรงงานที่ได้มาตรฐาน อย.',
      en: 'A pesticide-free farm in Sam Phran growing tomatoes, Nam Hom coconuts, pomelos and rice, with juices made in an FDA-approved facility.',
    },
  ),
  store(
    'khrua-samunphrai-bangkok',
    { th: 'ครัวสมุนไพรบางกอก', en: 'Bangkok Herbal Kitchen' },
    { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
    4.5,
    {
      th: 'ครัวเล็ก ๆ ย่านบางพลัดที่ต้มเครื่องดื่มสมุนไพรและทำน้ำพริกตามสูตรคุณยาย พร้อมผลิตภัณฑ์ดูแลผิวจากสมุนไพรไทย',
      en: "A small kitchen in Bang Phlat brewing herbal drinks and making chilli pastes from grandma's recipes, plus skincare from Thai herbs.",
    },
  ),
  store(
    'rai-cha-mae-salong',
    { th: 'ไร่ชาแม่สลอง', en: 'Mae Salong Tea Garden' },
    { th: 'เชียงราย', en: 'Chiang Rai' },
    4.9,
    {
      th: 'ไร่ชาและกาแฟบนดอยแม่สลอง ความสูงกว่า 1,200 เมตร เก็บยอดชาด้วยมือและคั่วกาแฟเองในไร่',
      en: 'A tea and coffee garden on Doi Mae Salong, over 1,200 metres up, with hand-picked tea leaves and coffee roasted on site.',
    },
  ),
];
