// The whole seed catalogue, one object for the seed loader and the image renderer.
import { banners } from './banners.ts';
import { campaigns } from './campaigns.ts';
import { categories } from './categories.ts';
import { companyInfo, footerConfig } from './company.ts';
import { coupons } from './coupons.ts';
import { paymentChannels } from './payment-channels.ts';
import { products } from './products/index.ts';
import { promotions } from './promotions.ts';
import { shareLinks } from './share-links.ts';
import { shippingMethods } from './shipping-methods.ts';
import { staticPages } from './static-pages.ts';
import { stores } from './stores.ts';
import type { SeedCatalogue } from './types.ts';

export type * from './types.ts';

export const seedCatalogue: SeedCatalogue = {
  categories,
  stores,
  products,
  campaigns,
  promotions,
  banners,
  staticPages,
  companyInfo,
  footerConfig,
  shippingMethods,
  paymentChannels,
  shareLinks,
  coupons,
};
