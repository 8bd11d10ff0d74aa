import type { SeedPaymentChannel } from './types.ts';

export const paymentChannels: SeedPaymentChannel[] = [
  {
    code: 'credit-card',
    name: { th: 'บัตรเครดิต / เดบิต', en: 'Credit / debit card' },
    sortOrder: 1,
    kind: 'card',
  },
  {
    code: 'bank-transfer',
    name: { th: 'โอนเงินผ่านธนาคาร (แนบสลิป)', en: 'Bank transfer (upload slip)' },
    sortOrder: 2,
    kind: 'transfer',
  },
  {
    code: 'promptpay',
    name: { th: 'พร้อมเพย์ (สแกน QR)', en: 'PromptPay (scan the QR code)' },
    sortOrder: 3,
    kind: 'promptpay',
  },
  {
    code: 'cod',
    name: { th: 'เก็บเงินปลายทาง', en: 'Cash on delivery' },
    sortOrder: 4,
    kind: 'cod',
  },
];
