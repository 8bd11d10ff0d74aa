// Image references of the seed: one place decides the path scheme and the declared sizes,
// which `server/images` renders at exactly these dimensions (so pages never jump).
import type { ImageRef, L10n } from './types.ts';

export const IMAGE_SIZES = {
  product: { width: 600, height: 600 },
  icon: { width: 160, height: 160 },
  wide: { width: 1200, height: 400 },
  popup: { width: 800, height: 800 },
  popupMobile: { width: 600, height: 800 },
  logo: { width: 240, height: 64 },
  logoMobile: { width: 64, height: 64 },
  trustMark: { width: 160, height: 64 },
} as const;

type SizeName = keyof typeof IMAGE_SIZES;

function ref(path: string, size: SizeName, alt: L10n): ImageRef {
  return { path, ...IMAGE_SIZES[size], alt };
}

/** The `n`-th photo (1-based) of a product. */
export function productImage(urlKey: string, n: number, name: L10n): ImageRef {
  const alt = n === 1 ? name : { th: `${name.th} รูปที่ ${n}`, en: `${name.en}, photo ${n}` };
  return ref(`/images/product/${urlKey}-${n}.webp`, 'product', alt);
}

export const categoryImage = (key: string, name: L10n) =>
  ref(`/images/category/${key}.webp`, 'icon', name);

export const storeLogo = (key: string, name: L10n) =>
  ref(`/images/store/${key}-logo.webp`, 'icon', {
    th: `โลโก้ร้าน ${name.th}`,
    en: `${name.en} logo`,
  });

export const storeBanner = (key: string, name: L10n) =>
  ref(`/images/store/${key}-banner.webp`, 'wide', name);

export const bannerImage = (kind: string, id: number, alt: L10n) =>
  ref(`/images/banner/${kind}-${id}.webp`, kind === 'popup' ? 'popup' : 'wide', alt);

export const popupMobileImage = (id: number, alt: L10n) =>
  ref(`/images/banner/popup-${id}-mobile.webp`, 'popupMobile', alt);

export const campaignBanner = (urlKey: string, name: L10n) =>
  ref(`/images/campaign/${urlKey}.webp`, 'wide', name);

export const promotionBanner = (id: number, name: L10n) =>
  ref(`/images/promotion/${id}.webp`, 'wide', name);

/** The footer's trust-mark certificate banner, an SVG badge like the logos. */
export const trustMarkImage = (alt: L10n) => ref('/images/site/trust-mark.svg', 'trustMark', alt);

/** Site logos are SVG: crisp at any size and only a few hundred bytes. */
export const siteLogo = (variant: 'desktop' | 'mobile' | 'footer', name: L10n) =>
  ref(`/images/site/logo-${variant}.svg`, variant === 'mobile' ? 'logoMobile' : 'logo', name);
