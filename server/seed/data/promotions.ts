import { promotionBanner } from './images.ts';
import type { L10n, SeedPromotion } from './types.ts';

// promotionTypeId: 1 = discount in baht per unit, 5 = buy X get Y free (free gift),
// 7 = percent discount. These are the types the cart shows (spec section 9).

const honeyDiscount: L10n = { th: 'น้ำผึ้งลด 30 บาททุกขวด', en: 'Honey: 30 baht off every jar' };
const riceDiscount: L10n = { th: 'ข้าวใหม่ลด 20 บาท', en: 'New crop rice: 20 baht off' };
const tomatoGift: L10n = {
  th: 'ซื้อน้ำมะเขือเทศ 2 แพ็ก แถมน้ำมะเขือเทศผสมน้ำผึ้ง 1 ขวด',
  en: 'Buy 2 packs of tomato juice, get a Tomato Juice with Honey free',
};
const coffeeGift: L10n = {
  th: 'ซื้อเมล็ดกาแฟ 2 ถุง แถมกาแฟดริป 1 กล่อง',
  en: 'Buy 2 bags of coffee beans, get a box of drip bags free',
};
const herbalPercent: L10n = { th: 'เครื่องดื่มสมุนไพรลด 15%', en: 'Herbal drinks 15% off' };
const skincarePercent: L10n = { th: 'สกินแคร์ธรรมชาติลด 10%', en: 'Natural skincare 10% off' };
const rainySeason: L10n = { th: 'ต้อนรับหน้าฝน ลด 15 บาท', en: 'Rainy season: 15 baht off' };

export const promotions: SeedPromotion[] = [
  {
    id: 1,
    promotionTypeId: 1,
    name: honeyDiscount,
    description: {
      th: 'รับส่วนลดทันที 30 บาทต่อขวด เมื่อซื้อน้ำผึ้งที่ร่วมรายการ ไม่ต้องใช้โค้ด',
      en: 'An instant 30 baht off each jar of participating honey; no code needed.',
    },
    startsDaysAgo: 5,
    endsInDays: 25,
    discountSatang: 3000,
    productUrlKeys: [
      'longan-blossom-honey',
      'wild-forest-honey-500g',
      'lychee-blossom-honey-450g',
      'sunflower-honey-500g',
      'raw-honeycomb-400g',
    ],
    banner: promotionBanner(1, honeyDiscount),
  },
  {
    id: 2,
    promotionTypeId: 1,
    name: riceDiscount,
    description: {
      th: 'ข้าวหอมมะลิและข้าวไรซ์เบอร์รี่ข้าวใหม่ ลด 20 บาทต่อถุง',
      en: '20 baht off each bag of new crop jasmine rice and riceberry.',
    },
    startsDaysAgo: 10,
    endsInDays: 20,
    discountSatang: 2000,
    productUrlKeys: ['hom-mali-jasmine-rice', 'riceberry-rice-1kg'],
    banner: promotionBanner(2, riceDiscount),
  },
  {
    id: 3,
    promotionTypeId: 5,
    name: tomatoGift,
    description: {
      th: 'ซื้อน้ำมะเขือเทศที่ร่วมรายการครบ 2 ชิ้น รับน้ำมะเขือเทศผสมน้ำผึ้ง 250 มล. ฟรี 1 ขวด',
      en: 'Buy any 2 participating tomato juices and get a free 250 ml Tomato Juice with Honey.',
    },
    startsDaysAgo: 3,
    endsInDays: 14,
    buyQuantity: 2,
    freeProductUrlKey: 'tomato-juice-with-honey',
    freeQuantity: 1,
    productUrlKeys: ['tomato-juice-no-sugar-250ml', 'low-sodium-tomato-juice-1l'],
    banner: promotionBanner(3, tomatoGift),
  },
  {
    id: 4,
    promotionTypeId: 5,
    name: coffeeGift,
    description: {
      th: 'ซื้อเมล็ดกาแฟอาราบิก้าคั่วกลางครบ 2 ถุง รับกาแฟดริปคั่วเข้ม 10 ซอง ฟรี 1 กล่อง',
      en: 'Buy 2 bags of medium roast Arabica beans and get a free box of 10 dark roast drip bags.',
    },
    startsDaysAgo: 7,
    endsInDays: 23,
    buyQuantity: 2,
    freeProductUrlKey: 'dark-roast-drip-bags-10',
    freeQuantity: 1,
    productUrlKeys: ['arabica-medium-roast-beans'],
    banner: promotionBanner(4, coffeeGift),
  },
  {
    id: 5,
    promotionTypeId: 7,
    name: herbalPercent,
    description: {
      th: 'เครื่องดื่มสมุนไพรจากครัวสมุนไพรบางกอก ลด 15% ทุกแพ็ก',
      en: '15% off every pack of herbal drinks from Bangkok Herbal Kitchen.',
    },
    startsDaysAgo: 4,
    endsInDays: 10,
    discountPercent: 15,
    productUrlKeys: [
      'butterfly-pea-lemonade',
      'roselle-drink-pack-6',
      'lemongrass-pandan-drink-pack-6',
      'bael-fruit-drink-pack-6',
      'chrysanthemum-drink-pack-6',
    ],
    banner: promotionBanner(5, herbalPercent),
  },
  {
    id: 6,
    promotionTypeId: 7,
    name: skincarePercent,
    description: {
      th: 'ผลิตภัณฑ์ดูแลผิวจากธรรมชาติที่ร่วมรายการ ลด 10%',
      en: '10% off participating natural skincare.',
    },
    startsDaysAgo: 1,
    endsInDays: 30,
    discountPercent: 10,
    productUrlKeys: [
      'honey-face-mask-100g',
      'beeswax-lip-balm',
      'rice-milk-body-lotion-300ml',
      'cold-pressed-coconut-oil-250ml',
    ],
    banner: promotionBanner(6, skincarePercent),
  },
  {
    // Already ended: lets the API and the cart show that expired promotions no longer apply.
    id: 7,
    promotionTypeId: 1,
    name: rainySeason,
    description: {
      th: 'ลด 15 บาทสำหรับน้ำขิงและชาไทย หมดเขตแล้ว',
      en: '15 baht off ginger drink and Thai tea. This promotion has ended.',
    },
    startsDaysAgo: 40,
    endsInDays: -3,
    discountSatang: 1500,
    productUrlKeys: ['instant-ginger-honey-drink', 'thai-tea-mix-400g'],
    banner: promotionBanner(7, rainySeason),
  },
];
