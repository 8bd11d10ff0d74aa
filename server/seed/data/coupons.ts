import type { SeedCoupon } from './types.ts';

/**
 * Coupons a newcomer can try at checkout (README): one without limits, one for each kind of
 * limit (once per customer, a number of uses in all, a single use), and an expired one.
 */
export const coupons: SeedCoupon[] = [
  {
    code: 'WELCOME50',
    name: { th: 'ส่วนลด 50 บาท เมื่อซื้อครบ 300 บาท', en: '50 baht off orders of 300 baht or more' },
    discountSatang: 5000,
    minSpendSatang: 30000,
    startsDaysAgo: 30,
    endsInDays: 365,
    maxUsesPerCustomer: 1,
  },
  {
    code: 'MANGO20',
    name: { th: 'ลด 20 บาท สำหรับ 3 คำสั่งซื้อแรก', en: '20 baht off, for the first 3 orders' },
    discountSatang: 2000,
    minSpendSatang: 0,
    startsDaysAgo: 30,
    endsInDays: 365,
    maxUses: 3,
  },
  {
    code: 'LUCKY100',
    name: {
      th: 'ลด 100 บาท เมื่อซื้อครบ 500 บาท ใช้ได้ครั้งเดียว',
      en: '100 baht off orders of 500 baht or more, single use',
    },
    discountSatang: 10000,
    minSpendSatang: 50000,
    startsDaysAgo: 30,
    endsInDays: 365,
    maxUses: 1,
  },
  {
    code: 'HONEY10',
    name: { th: 'ลด 10% สูงสุด 100 บาท', en: '10% off, up to 100 baht' },
    discountPercent: 10,
    maxDiscountSatang: 10000,
    minSpendSatang: 0,
    startsDaysAgo: 30,
    endsInDays: 365,
  },
  {
    code: 'SONGKRAN',
    name: { th: 'ส่วนลดสงกรานต์ (หมดอายุแล้ว)', en: 'Songkran discount (ended)' },
    discountSatang: 10000,
    minSpendSatang: 0,
    startsDaysAgo: 240,
    endsInDays: -200,
  },
];
