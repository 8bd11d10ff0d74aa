import type { components } from '../../openapi/storefront.d.ts';
import { envelope, type StubbedRoutes } from './support/api-stub.ts';

type Schemas = components['schemas'];

/** Catalogue data shaped like the contract, for the catalogue's component tests. */
export function productSummary(overrides: Partial<Schemas['ProductSummary']> = {}) {
  return {
    id: 1,
    urlKey: 'longan-blossom-honey',
    name: 'น้ำผึ้งดอกลำไย',
    image: { url: '/images/product/honey-1.webp', width: 600, height: 600, alt: 'น้ำผึ้งดอกลำไย' },
    price: 1234.5,
    fullPrice: 1500,
    discountPercent: 18,
    rating: 4.8,
    ratingCount: 1264,
    soldCount: 5830,
    availableQuantity: 125,
    store: { id: 1, urlKey: 'baan-phueng', name: 'บ้านผึ้งดอยสะเก็ด' },
    ...overrides,
  } satisfies Schemas['ProductSummary'];
}

const store = {
  id: 1,
  urlKey: 'baan-phueng',
  name: 'บ้านผึ้งดอยสะเก็ด',
  logo: { url: '/images/store/logo.webp', width: 160, height: 160, alt: 'โลโก้ร้าน' },
  rating: 4.8,
  province: 'เชียงใหม่',
  productCount: 12,
  banner: {
    imageUrl: '/images/store/banner.webp',
    mobileImageUrl: '/images/store/banner-m.webp',
    altTag: 'บ้านผึ้ง',
    width: 1200,
    height: 400,
    mobileWidth: 600,
    mobileHeight: 400,
  },
  description: 'ฟาร์มผึ้งครอบครัว',
} satisfies Schemas['StoreDetail'];

/** GET /store/list with the one store of these fixtures. */
export const storeListApi: StubbedRoutes = {
  '/store/list': envelope({ dataList: [store], count: 1 }),
};

export function productDetail(overrides: Partial<Schemas['ProductDetail']> = {}) {
  return {
    ...productSummary(),
    sku: 'HNY-LGN-250',
    description: 'น้ำผึ้งแท้จากดอกลำไย\n\nเก็บช่วงเดือนกุมภาพันธ์',
    keywords: ['honey'],
    images: [
      { url: '/images/product/honey-1.webp', width: 600, height: 600, alt: 'รูปที่ 1' },
      { url: '/images/product/honey-2.webp', width: 600, height: 600, alt: 'รูปที่ 2' },
    ],
    stock: 125,
    weightGrams: 400,
    attributes: [],
    category: { id: 1, urlKey: 'honey', name: 'น้ำผึ้ง' },
    store,
    promotions: [],
    shippingMethods: [
      { id: 1, code: 'ems', name: 'ไปรษณีย์ไทย EMS', fee: 50, days: '1-3', sortOrder: 1 },
    ],
    paymentChannels: [{ id: 1, code: 'credit-card', name: 'บัตรเครดิต', kind: 'card', sortOrder: 1 }],
    ...overrides,
  } satisfies Schemas['ProductDetail'];
}

export const paymentChannels: Schemas['PaymentChannel'][] = [
  { id: 2, code: 'bank-transfer', name: 'โอนเงิน', kind: 'transfer', sortOrder: 2 },
  { id: 1, code: 'credit-card', name: 'บัตรเครดิต', kind: 'card', sortOrder: 1 },
];

export const shippingMethods: Schemas['ShippingMethod'][] = [
  { id: 1, code: 'ems', name: 'ไปรษณีย์ไทย EMS', fee: 50, days: '1-3', sortOrder: 1 },
  { id: 2, code: 'kerry', name: 'Kerry Express', fee: 45, days: '1-2', sortOrder: 2 },
];

/** The API of a product list page: the list answers with `products` whatever the query. */
export function productListApi(products = [productSummary()]): StubbedRoutes {
  return {
    '/product/list': envelope({ dataList: products, count: products.length }),
    '/paymentChannel/List': envelope({ dataList: paymentChannels, count: 2 }),
    '/shipping/List': envelope({ dataList: shippingMethods, count: 2 }),
  };
}
