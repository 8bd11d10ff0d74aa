// Row-to-API conversions every feature shares (the one module features may share,
// server/features/shared/): the Culture picks one language,
// satang become baht, tenths become stars.
import type { components } from '../../../openapi/storefront.d.ts';
import type { StoredImage } from '../../db/schema.ts';
import type { Culture } from '../../http/culture.ts';

type Schemas = components['schemas'];

/** The Culture's value of two: texts, or the two columns of a text so a query reads only one. */
export const localize = <Th, En>(culture: Culture, th: Th, en: En): Th | En =>
  culture === 'en' ? en : th;

/** Integer satang to baht; exact to 2 decimals because satang are integers. */
export const baht = (satang: number): number => satang / 100;

export const satang = (baht: number): number => Math.round(baht * 100);

export const stars = (tenths: number): number => tenths / 10;

/** A time the contract may leave null, as its ISO string. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const imageOf = (image: StoredImage, culture: Culture): Schemas['Image'] => ({
  url: image.url,
  width: image.width,
  height: image.height,
  alt: localize(culture, image.altTh, image.altEn),
});

/** Wide banners: phones get the desktop image unless a mobile one exists. */
export const bannerImageOf = (
  image: StoredImage,
  culture: Culture,
  mobileImage?: StoredImage | null,
): Schemas['BannerImage'] => {
  const mobile = mobileImage ?? image;
  return {
    imageUrl: image.url,
    mobileImageUrl: mobile.url,
    altTag: localize(culture, image.altTh, image.altEn),
    width: image.width,
    height: image.height,
    mobileWidth: mobile.width,
    mobileHeight: mobile.height,
  };
};

/** A page of rows as the contract's `{ dataList, count }`. */
export const page = <T>(dataList: T[], count: number) => ({ dataList, count });

/** Which rows a page is, as a query's limit and offset. */
export interface Paging {
  limit: number;
  offset: number;
}

/** The contract's `pageNo` (1-based) of `perPage` rows, their defaults when left out. */
export const pagingOf = ({
  pageNo = 1,
  perPage = 10,
}: {
  pageNo?: number;
  perPage?: number;
}): Paging => ({
  limit: perPage,
  offset: (pageNo - 1) * perPage,
});

/** Rows of a small fixed table, all on one page. */
export const wholeList = <T>(dataList: T[]) => page(dataList, dataList.length);
