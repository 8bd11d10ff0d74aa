import type { SeedShippingMethod } from './types.ts';

export const shippingMethods: SeedShippingMethod[] = [
  {
    code: 'thaipost-ems',
    name: { th: 'ไปรษณีย์ไทย EMS', en: 'Thailand Post EMS' },
    feeSatang: 5000,
    sortOrder: 1,
    days: '1-3',
    maxWeightGrams: 20_000,
    cashOnDelivery: true,
  },
  {
    code: 'kerry-express',
    name: { th: 'เคอรี่ เอ็กซ์เพรส', en: 'Kerry Express' },
    feeSatang: 4500,
    sortOrder: 2,
    days: '1-2',
    maxWeightGrams: 25_000,
    cashOnDelivery: true,
  },
  {
    code: 'flash-express',
    name: { th: 'แฟลช เอ็กซ์เพรส', en: 'Flash Express' },
    feeSatang: 3800,
    sortOrder: 3,
    days: '2-3',
    maxWeightGrams: 50_000,
    cashOnDelivery: true,
  },
  {
    code: 'store-pickup',
    name: { th: 'รับสินค้าเองที่ร้าน', en: 'Pick up at the store' },
    feeSatang: 0,
    sortOrder: 4,
    days: '1',
    cashOnDelivery: false,
  },
];
