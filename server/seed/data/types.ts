// Shapes of the seed catalogue. Plain data: the seed loader turns these into rows.
// Money is integer satang (1 baht = 100 satang). Relative dates are days from "now" at
// seed time, so a fresh database always has running campaigns and promotions.

/** Localised text; Thai is the source language. */
export interface L10n {
  th: string;
  en: string;
}

/** An image served by this server under `/images/...` (see `server/images`). */
export interface ImageRef {
  /** Absolute path on our origin, e.g. `/images/product/wild-honey-500g-1.webp`. */
  path: string;
  width: number;
  height: number;
  alt: L10n;
}

export interface SeedCategory {
  /** Stable key used by products (`categoryKey`). */
  key: string;
  /** ASCII kebab, used in `/category/{urlKey}`. */
  urlKey: string;
  name: L10n;
  description: L10n;
  sortOrder: number;
  image: ImageRef;
}

export interface SeedStore {
  /** Stable key used by products (`storeKey`). */
  key: string;
  /** ASCII kebab, used in `/store/{urlKey}`. */
  urlKey: string;
  name: L10n;
  description: L10n;
  /** 0-5, one decimal. */
  rating: number;
  province: L10n;
  logo: ImageRef;
  banner: ImageRef;
}

export interface SeedAttributeOption {
  label: L10n;
  /** Added to the product's `priceSatang` (may be 0 or negative). */
  priceDeltaSatang: number;
  stock: number;
}

/** In this seed a product has at most one attribute; its options' stock sums to the product's stock. */
export interface SeedAttribute {
  name: L10n;
  options: SeedAttributeOption[];
}

export interface SeedProduct {
  /** ASCII kebab, unique, used in `/product/{urlKey}`. */
  urlKey: string;
  sku: string;
  name: L10n;
  description: L10n;
  /** Thai and English words a shopper might type (search and suggestions). */
  keywords: string[];
  categoryKey: string;
  storeKey: string;
  /** Selling price. */
  priceSatang: number;
  /** List price, >= priceSatang; greater means the product is discounted. */
  fullPriceSatang: number;
  /** 0 = out of stock. */
  stock: number;
  /** Shipping weight of one unit (checkout weight check). */
  weightGrams: number;
  /** 0-5, one decimal. */
  rating: number;
  ratingCount: number;
  soldCount: number;
  createdDaysAgo: number;
  attributes: SeedAttribute[];
  /** 1-4 images, the first is the main one. */
  images: ImageRef[];
  /** Codes of `SeedPaymentChannel`. */
  paymentChannelCodes: string[];
  /** Codes of `SeedShippingMethod`. */
  shippingMethodCodes: string[];
}

export interface SeedCampaign {
  id: number;
  /** ASCII kebab, used in `/campaign/{urlKey}`. */
  urlKey: string;
  name: L10n;
  description: L10n;
  startsDaysAgo: number;
  endsInDays: number;
  enabled: boolean;
  banner: ImageRef;
  productUrlKeys: string[];
}

/**
 * Promotion types shown in the cart (spec section 9):
 * 1 = discount in baht, 5 = buy X get Y free (free gift), 7 = percent discount.
 */
export type PromotionTypeId = 1 | 5 | 7;

interface SeedPromotionBase {
  /** Used in `/promotion/{promotionId}`. */
  id: number;
  name: L10n;
  description: L10n;
  startsDaysAgo: number;
  endsInDays: number;
  /** Products the promotion applies to (automatically, no code needed). */
  productUrlKeys: string[];
  banner: ImageRef;
}

export interface SeedDiscountBahtPromotion extends SeedPromotionBase {
  promotionTypeId: 1;
  /** Off each unit. */
  discountSatang: number;
}

export interface SeedFreeGiftPromotion extends SeedPromotionBase {
  promotionTypeId: 5;
  /** Buy this many units of the listed products... */
  buyQuantity: number;
  /** ...and get this product free... */
  freeProductUrlKey: string;
  /** ...this many times. */
  freeQuantity: number;
}

export interface SeedPercentPromotion extends SeedPromotionBase {
  promotionTypeId: 7;
  /** Integer percent off each unit. */
  discountPercent: number;
}

export type SeedPromotion =
  | SeedDiscountBahtPromotion
  | SeedFreeGiftPromotion
  | SeedPercentPromotion;

/** article/live/product lists, the popup carousel, and the site-closed banner. */
export type SeedBannerKind = 'article' | 'live' | 'product' | 'popup' | 'close';

export interface SeedBanner {
  id: number;
  kind: SeedBannerKind;
  /** Path on our origin, e.g. `/promotion/3`. */
  linkUrl: string;
  image: ImageRef;
  /** Popup banners: the image used on mobile. */
  mobileImage?: ImageRef;
  altTag: L10n;
  sortOrder: number;
  /** Close banner: when true the site redirects to `/close`. */
  isShow?: boolean;
}

export interface SeedStaticPage {
  /** As in `GET /StaticPage/{slug}`. */
  slug: string;
  title: L10n;
  /** Safe HTML only: h2, p, ul, li, strong, a. */
  html: L10n;
}

/** Spec section 3 'Global data' company info. */
export interface SeedCompanyInfo {
  email: string;
  telephone: string;
  lineId: string;
  /** Site title and meta description. */
  title: L10n;
  description: L10n;
  logoDesktop: ImageRef;
  logoMobile: ImageRef;
  companyName: L10n;
  address: L10n;
}

/** Spec section 3 'Footer config'. */
export interface SeedFooterConfig {
  aboutUsText: L10n;
  contactUsAddress: L10n;
  contactUsTelephone: string;
  contactUsFax: string;
  contactUsEmail: string;
  isFacebook: boolean;
  linkFacebook: string;
  isInstagram: boolean;
  linkInstagram: string;
  isLine: boolean;
  linkLine: string;
  footerLogo: ImageRef;
  /** The trust-mark certificate banner and the page that verifies it. */
  trustMark: { image: ImageRef; linkUrl: string } | null;
}

export interface SeedShippingMethod {
  code: string;
  name: L10n;
  feeSatang: number;
  sortOrder: number;
  /** Delivery time in business days, e.g. '1-2'. */
  days: string;
  /** The heaviest parcel taken; none for no limit. */
  maxWeightGrams?: number;
  cashOnDelivery: boolean;
}

export type SeedPaymentKind = 'card' | 'transfer' | 'promptpay' | 'cod';

export interface SeedPaymentChannel {
  code: string;
  name: L10n;
  sortOrder: number;
  kind: SeedPaymentKind;
}

export type SeedShareLinkType = 'product' | 'article' | 'news' | 'promotion' | 'store' | 'home';

export interface SeedShareLink {
  /** The `{shortLink}` of `/pd/{shortLink}`, `/p/...`, `/st/...`, `/main/...`. */
  shortLink: string;
  type: SeedShareLinkType;
  /** Target: product/store urlKey, promotion id as text, '' for home. */
  urlKey: string;
}

export interface SeedCoupon {
  /** Upper case. */
  code: string;
  name: L10n;
  /** One of the two: baht off, or a percent off capped by maxDiscountSatang. */
  discountSatang?: number;
  discountPercent?: number;
  maxDiscountSatang?: number;
  minSpendSatang: number;
  startsDaysAgo: number;
  /** Negative for one that has ended. */
  endsInDays: number;
  /** Uses in all (1: single-use); none for no limit. */
  maxUses?: number;
  /** Uses by one customer; none for no limit. */
  maxUsesPerCustomer?: number;
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  stores: SeedStore[];
  products: SeedProduct[];
  campaigns: SeedCampaign[];
  promotions: SeedPromotion[];
  banners: SeedBanner[];
  staticPages: SeedStaticPage[];
  companyInfo: SeedCompanyInfo;
  footerConfig: SeedFooterConfig;
  shippingMethods: SeedShippingMethod[];
  paymentChannels: SeedPaymentChannel[];
  shareLinks: SeedShareLink[];
  coupons: SeedCoupon[];
}
