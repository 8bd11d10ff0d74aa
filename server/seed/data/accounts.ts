// Demo accounts (their credentials are in the README), the demo person's address and cart, and
// the choices of the company register form.
import type { L10n } from './types.ts';

export const DEMO_PASSWORD = 'Demo1234';

export interface SeedChoice {
  id: number;
  name: L10n;
}

/** What a company buys for (register form, step 2). */
export const userTargetTypes: SeedChoice[] = [
  { id: 1, name: { th: 'ซื้อไปขายต่อ', en: 'Resale' } },
  { id: 2, name: { th: 'ใช้ในธุรกิจ', en: 'Use in our business' } },
  { id: 3, name: { th: 'ของขวัญองค์กร', en: 'Corporate gifts' } },
  { id: 4, name: { th: 'ส่งออกต่างประเทศ', en: 'Export' } },
];

/** The company's business (register form, step 1). */
export const userBusinessTypes: SeedChoice[] = [
  { id: 1, name: { th: 'ร้านค้าปลีก', en: 'Retail shop' } },
  { id: 2, name: { th: 'ร้านอาหารและคาเฟ่', en: 'Restaurant or café' } },
  { id: 3, name: { th: 'โรงแรมและที่พัก', en: 'Hotel or lodging' } },
  { id: 4, name: { th: 'ผู้ค้าส่ง', en: 'Wholesaler' } },
  { id: 5, name: { th: 'อื่น ๆ', en: 'Other' } },
];

export const demoPerson = {
  email: 'somchai@example.com',
  telephone: '0812345678',
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  genderId: 1,
  birthday: '1990-05-17',
  crmMemberId: 'M1000000001',
  urlKey: 'somchai',
  tierId: 2,
  tierTypeId: 2,
};

export const demoCompany = {
  email: 'company@example.com',
  telephone: '0898765432',
  companyName: 'บริษัท น้ำผึ้งไทย จำกัด',
  crmMemberId: 'M1000000002',
  urlKey: 'nam-phueng-thai',
  businessTypeId: 1,
  userTargetTypeIds: [1, 3],
};

/** The store whose chats the demo company answers as its seller. */
export const demoSellerStore = 'baan-phueng-doi-saket';

/**
 * The demo affiliate: a person staff have verified (their application with it), whose share
 * links carry `affiliateCode`; nothing earned yet (README, "An affiliate's walk-through").
 */
export const demoAffiliate = {
  email: 'affiliate@example.com',
  telephone: '0823456789',
  firstname: 'นิดา',
  lastname: 'ขายดี',
  crmMemberId: 'M1000000003',
  urlKey: 'nida',
  affiliateCode: 'KHAYDEE2',
  tierId: 1,
  tierTypeId: 2,
};

/** The demo affiliate's verified application: a valid card number and a Kasikornbank account. */
export const demoAffiliateApplication = {
  nationalId: '3100600123450',
  bankCode: '004',
  accountNumber: '0281234567',
  accountName: 'นิดา ขายดี',
};

export const demoPersonAddress = {
  typeAddress: 1,
  userAddressTypeId: 1,
  name: 'บ้าน',
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  telephone: '0812345678',
  address: '99/9 หมู่บ้านสุขใจ',
  road: 'ถนนนิมมานเหมินท์',
  provinceId: 38,
  provinceName: { th: 'เชียงใหม่', en: 'Chiang Mai' },
  districtId: 5001,
  districtName: { th: 'เมืองเชียงใหม่', en: 'Mueang Chiang Mai' },
  subdistrictId: 500108,
  subdistrictName: { th: 'สุเทพ', en: 'Suthep' },
  zipcodeId: 50200,
  zipCode: '50200',
  defaultShipping: true,
  defaultBilling: true,
  taxId: null,
};

/**
 * The demo person's cart: two stores, an option, a discount (type 1) and a free gift (type 5),
 * so a newcomer who fills a guest cart and signs in as the demo person sees the carts merge.
 * Products by urlKey, an option by its English label.
 */
export const demoPersonCart: { urlKey: string; option?: string; quantity: number }[] = [
  { urlKey: 'longan-blossom-honey', option: '500 g', quantity: 2 },
  { urlKey: 'wild-forest-honey-500g', quantity: 1 },
  { urlKey: 'tomato-juice-no-sugar-250ml', option: 'Pack of 6', quantity: 2 },
];
