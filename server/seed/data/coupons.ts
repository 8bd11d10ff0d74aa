import type { SeedCoupon } from './types.ts';

/** Coupons a newcomer can try at checkout (README), and an expired one the tests refuse. */
export const coupons: SeedCoupon[] = [
  {
    code: 'WELCOME50',
    name: { th: 'ส่วนลด 50 บาท เมื่อซื้อครบ 300 บาท', en: '50 baht off orders of 300 baht or more' },
    discountSatang: 5000,
    minSpendSatang: 30000,
    startsDaysAgo: 30,
    endsInDays: 365,
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
