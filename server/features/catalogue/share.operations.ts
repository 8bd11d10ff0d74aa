// Share details (with the short link made with its target) and the look-up behind /pd /a /n /p /st /main.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, promotions, shareLinks } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { localize } from '../shared/present.ts';

type ShareType = (typeof shareLinks.$inferSelect)['type'];

/** SPA path of each share target type; home has no urlKey. */
const PATH_OF: Record<ShareType, (urlKey: string) => string> = {
  product: (urlKey) => `/product/${urlKey}`,
  article: (urlKey) => `/article/${urlKey}`,
  news: (urlKey) => `/news/${urlKey}`,
  promotion: (urlKey) => `/promotion/${urlKey}`,
  store: (urlKey) => `/store/${urlKey}`,
  home: () => '/',
};

const META_DESCRIPTION_LENGTH = 160;

/**
 * The target's short link. A GET never writes (the router preloads links), so every product
 * and promotion gets its link when it is created (the seed: server/seed/seed.ts, with
 * shareLinkOf); the issue that adds product editing creates them there too.
 */
async function shortLinkFor(db: Db, type: ShareType, urlKey: string): Promise<string> {
  const [row] = await db
    .select({ shortLink: shareLinks.shortLink })
    .from(shareLinks)
    .where(and(eq(shareLinks.type, type), eq(shareLinks.urlKey, urlKey)));
  if (!row) throw notFound('shareLink');
  return row.shortLink;
}

const metaDescriptionOf = (text: string) =>
  text.replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_LENGTH);

export const shareHandlers = {
  getProductShare: async ({ db, culture, path }) => {
    const [product] = await db.select().from(products).where(eq(products.urlKey, path.urlKey));
    if (!product) throw notFound('product');
    return {
      urlKey: product.urlKey,
      metaTitle: localize(culture, product.nameTh, product.nameEn),
      metaDescription: metaDescriptionOf(
        localize(culture, product.descriptionTh, product.descriptionEn),
      ),
      shortLink: await shortLinkFor(db, 'product', product.urlKey),
    };
  },

  getPromotionShare: async ({ db, culture, path }) => {
    // A promotion's urlKey is its id as text (it has no other key).
    const id = /^\d{1,9}$/.test(path.urlKey) ? Number(path.urlKey) : 0;
    const [promotion] = await db.select().from(promotions).where(eq(promotions.id, id));
    if (!promotion) throw notFound('promotion');
    const urlKey = String(promotion.id);
    return {
      urlKey,
      metaTitle: localize(culture, promotion.nameTh, promotion.nameEn),
      metaDescription: metaDescriptionOf(
        localize(culture, promotion.descriptionTh, promotion.descriptionEn),
      ),
      shortLink: await shortLinkFor(db, 'promotion', urlKey),
    };
  },

  resolveShareLink: async ({ db, path }) => {
    const [row] = await db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.shortLink, path.shortLink));
    if (!row) throw notFound('shareLink');
    return { type: row.type, urlKey: row.urlKey, path: PATH_OF[row.type](row.urlKey) };
  },
} satisfies Partial<Handlers>;
