// Banner strips, the popup carousel and the site-closed banner.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema.ts';
import type { Culture } from '../../http/culture.ts';
import type { Handlers } from '../../http/handler.ts';
import { bannerImageOf, localize, wholeList } from '../shared/present.ts';

type BannerKind = (typeof banners.$inferSelect)['kind'];

async function bannersOf(db: Db, culture: Culture, kind: BannerKind) {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.kind, kind))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((row) => ({
    row,
    banner: {
      id: row.id,
      linkUrl: row.linkUrl,
      ...bannerImageOf(row.image, culture, row.mobileImage),
      // The banner's own alt text wins over the image's generic one.
      altTag: localize(culture, row.altTh, row.altEn),
    },
  }));
}

const listOf =
  (kind: BannerKind) =>
  async ({ db, culture }: { db: Db; culture: Culture }) =>
    wholeList((await bannersOf(db, culture, kind)).map(({ banner }) => banner));

const closureBanner = async ({ db, culture }: { db: Db; culture: Culture }) => {
  const [first] = await bannersOf(db, culture, 'close');
  return first
    ? { isShow: first.row.isShow, banner: { banner: first.banner } }
    : { isShow: false, banner: null };
};

export const bannerHandlers = {
  getClosureBanner: closureBanner,
  getClosureBannerAlias: closureBanner,
  listArticleBanners: listOf('article'),
  listLiveBanners: listOf('live'),
  listProductBanners: listOf('product'),
  listPopupBanners: listOf('popup'),
} satisfies Partial<Handlers>;
