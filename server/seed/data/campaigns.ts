import { campaignBanner } from './images.ts';
import type { L10n, SeedCampaign } from './types.ts';

const bigSale: L10n = { th: 'มหกรรมลดราคา 11.11', en: '11.11 Big Sale' };
const newYear: L10n = { th: 'เทศกาลของขวัญปีใหม่', en: 'New Year Gift Festival' };

export const campaigns: SeedCampaign[] = [
  {
    id: 1,
    urlKey: '11-11-big-sale',
    name: bigSale,
    description: {
      th: 'ลดกระหน่ำรับวันคนโสด น้ำผึ้ง น้ำผลไม้ และของดีจากชุมชน ลดสูงสุด 30% ถึงเที่ยงคืนวันสุดท้าย',
      en: 'Singles’ Day deals on honey, juices and community goods: up to 30% off until midnight on the last day.',
    },
    startsDaysAgo: 2,
    endsInDays: 9,
    enabled: true,
    banner: campaignBanner('11-11-big-sale', bigSale),
    productUrlKeys: [
      'longan-blossom-honey',
      'sunflower-honey-500g',
      'raw-honeycomb-400g',
      'tomato-juice-no-sugar-250ml',
      'tomato-mixed-vegetable-juice-1l',
      'butterfly-pea-lemonade',
      'instant-ginger-honey-drink',
      'pure-longan-juice-pack-6',
      'nam-hom-coconut-water',
      'golden-dried-longan',
      'arabica-medium-roast-beans',
      'riceberry-rice-1kg',
      'nam-prik-pao-chilli-paste',
      'tamarind-body-scrub-250g',
    ],
  },
  {
    id: 2,
    urlKey: 'new-year-gift-festival',
    name: newYear,
    description: {
      th: 'รวมของขวัญเพื่อสุขภาพสำหรับคนที่คุณรัก ทั้งชุดน้ำผึ้ง ชาดอยแม่สลอง และกาแฟคั่วสด พร้อมกล่องของขวัญ',
      en: 'Healthy gifts for the people you love: honey sets, Mae Salong tea and fresh-roasted coffee, gift boxed.',
    },
    startsDaysAgo: 1,
    endsInDays: 45,
    enabled: true,
    banner: campaignBanner('new-year-gift-festival', newYear),
    productUrlKeys: [
      'longan-honey-gift-set',
      'wild-forest-honey-500g',
      'mae-salong-oolong-tea-no-12',
      'jasmine-green-tea-50-bags',
      'arabica-medium-roast-beans',
      'dark-roast-drip-bags-10',
      'monthong-durian-chips-100g',
      'roasted-cashew-nuts-250g',
      'beeswax-lip-balm',
    ],
  },
];
