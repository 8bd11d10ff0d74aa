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
    code: 'cod',
    name: { th: 'เก็บเงินปลายทาง', en: 'Cash on delivery' },
    sortOrder: 3,
    kind: 'cod',
  },
];
