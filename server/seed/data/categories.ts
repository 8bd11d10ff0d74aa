import { categoryImage } from './images.ts';
import type { L10n, SeedCategory } from './types.ts';

function category(key: string, sortOrder: number, name: L10n, description: L10n): SeedCategory {
  return { key, urlKey: key, name, description, sortOrder, image: categoryImage(key, name) };
}

export const categories: SeedCategory[] = [
  category(
    'honey',
    1,
    { th: 'น้ำผึ้ง', en: 'Honey' },
    {
      th: 'น้ำผึ้งแท้จากฟาร์มผึ้งภาคเหนือ ทั้งน้ำผึ้งดอกลำไย ดอกลิ้นจี่ และน้ำผึ้งป่า',
      en: 'Pure honey from northern Thai bee farms: longan blossom, lychee blossom and wild forest honey.',
    },
  ),
  category(
    'tomato-juice',
    2,
    { th: 'น้ำมะเขือเทศ', en: 'Tomato Juice' },
    {
      th: 'น้ำมะเขือเทศคั้นจากมะเขือเทศสุกในไร่ ไม่ใส่สารกันบูด มีทั้งสูตรปกติและโซเดียมต่ำ',
      en: 'Juice pressed from vine-ripened tomatoes with no preservatives, in regular and low-sodium recipes.',
    },
  ),
  category(
    'herbal-drinks',
    3,
    { th: 'เครื่องดื่มสมุนไพร', en: 'Herbal Drinks' },
    {
      th: 'เครื่องดื่มสมุนไพรไทยสูตรดั้งเดิม เช่น น้ำกระเจี๊ยบ น้ำตะไคร้ใบเตย และน้ำขิง',
      en: 'Traditional Thai herbal drinks such as roselle, lemongrass-pandan and ginger.',
    },
  ),
  category(
    'fruit-juice',
    4,
    { th: 'น้ำผลไม้', en: 'Fruit Juice' },
    {
      th: 'น้ำผลไม้ไทยแท้ 100% จากสวนผลไม้ทั่วประเทศ',
      en: '100% Thai fruit juices from orchards around the country.',
    },
  ),
  category(
    'dried-fruit-snacks',
    5,
    { th: 'ผลไม้อบแห้งและขนม', en: 'Dried Fruit & Snacks' },
    {
      th: 'ผลไม้อบแห้งและขนมพื้นบ้าน เหมาะเป็นของฝากและของว่างระหว่างวัน',
      en: 'Dried fruit and local snacks, good as gifts or for snacking during the day.',
    },
  ),
  category(
    'coffee-tea',
    6,
    { th: 'กาแฟและชา', en: 'Coffee & Tea' },
    {
      th: 'กาแฟอาราบิก้าและชาจากดอยทางภาคเหนือ คั่วและบรรจุสดใหม่ทุกสัปดาห์',
      en: 'Arabica coffee and tea from the northern hills, roasted and packed fresh every week.',
    },
  ),
  category(
    'rice-grains',
    7,
    { th: 'ข้าวและธัญพืช', en: 'Rice & Grains' },
    {
      th: 'ข้าวหอมมะลิ ข้าวไรซ์เบอร์รี่ และธัญพืชจากชาวนาไทยโดยตรง',
      en: 'Hom Mali jasmine rice, riceberry and grains straight from Thai farmers.',
    },
  ),
  category(
    'sauces-condiments',
    8,
    { th: 'ซอสและเครื่องปรุง', en: 'Sauces & Condiments' },
    {
      th: 'น้ำพริก น้ำจิ้ม และเครื่องปรุงรสแบบไทย ทำสดใหม่ในครัวชุมชน',
      en: 'Thai chilli pastes, dipping sauces and seasonings made fresh in community kitchens.',
    },
  ),
  category(
    'natural-skincare',
    9,
    { th: 'สกินแคร์จากธรรมชาติ', en: 'Natural Skincare' },
    {
      th: 'ผลิตภัณฑ์ดูแลผิวจากวัตถุดิบธรรมชาติ เช่น น้ำผึ้ง ขมิ้นชัน มะขาม และน้ำนมข้าว',
      en: 'Skincare made from natural ingredients such as honey, turmeric, tamarind and rice milk.',
    },
  ),
];
