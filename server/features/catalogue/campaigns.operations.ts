// Campaigns (the home page's running one and one by urlKey) and promotions.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, promotions } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import type { Handlers } from '../../http/handler.ts';
import { bannerImageOf, localize, page } from '../shared/present.ts';
import { isRunning, promotionIsRunning } from '../shared/running.ts';
import { listProductPage } from './product-list.ts';
import { promotionRefOf, selectPromotions } from './promotions.ts';

/** Campaign and promotion pages show this many products; the rest page through /product/list. */
const FIRST_PRODUCTS = 20;

const firstProducts = (
  db: Db,
  culture: Culture,
  filter: { campaign: string } | { promotion: number },
) =>
  listProductPage(db, culture, {
    ...filter,
    sortBy: 'recommended',
    pageNo: 1,
    perPage: FIRST_PRODUCTS,
  });

async function campaignOf(db: Db, culture: Culture, where: SQL) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.startsAt))
    .limit(1);
  if (!row) return null;
  const dataList = await firstProducts(db, culture, { campaign: row.urlKey });
  return {
    id: row.id,
    enabled: row.enabled,
    urlKey: row.urlKey,
    name: localize(culture, row.nameTh, row.nameEn),
    description: localize(culture, row.descriptionTh, row.descriptionEn),
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    banner: bannerImageOf(row.banner, culture),
    product: dataList,
  };
}

type PromotionRow = Awaited<ReturnType<typeof selectPromotions>>[number];

const promotionOf = (row: PromotionRow, culture: Culture) => ({
  ...promotionRefOf(row, culture),
  description: localize(culture, row.promotion.descriptionTh, row.promotion.descriptionEn),
  startDate: row.promotion.startsAt.toISOString(),
  banner: bannerImageOf(row.promotion.banner, culture),
  productCount: row.productCount,
});

export const campaignHandlers = {
  getCurrentCampaign: ({ db, culture }) =>
    campaignOf(
      db,
      culture,
      and(eq(campaigns.enabled, true), isRunning(campaigns.startsAt, campaigns.endsAt)) as SQL,
    ),

  getCampaign: async ({ db, culture, path }) => {
    const campaign = await campaignOf(db, culture, eq(campaigns.urlKey, path.urlKey));
    if (!campaign) throw notFound('campaign');
    return campaign;
  },

  listPromotions: async ({ db, culture, query }) => {
    const { pageNo = 1, perPage = 10, promotionTypeId } = query;
    const where = and(
      promotionIsRunning(),
      promotionTypeId === undefined ? undefined : eq(promotions.promotionTypeId, promotionTypeId),
    );
    const [rows, [total]] = await Promise.all([
      selectPromotions(db, where)
        .orderBy(asc(promotions.endsAt), asc(promotions.id))
        .limit(perPage)
        .offset((pageNo - 1) * perPage),
      db.select({ count: count() }).from(promotions).where(where),
    ]);
    return page(
      rows.map((row) => promotionOf(row, culture)),
      total?.count ?? 0,
    );
  },

  getPromotion: async ({ db, culture, path }) => {
    // Ended promotions still open (shared links outlive them); the list shows running ones.
    const [row] = await selectPromotions(db, eq(promotions.id, path.promotionId));
    if (!row) throw notFound('promotion');
    const dataList = await firstProducts(db, culture, { promotion: row.promotion.id });
    return { ...promotionOf(row, culture), products: dataList };
  },
} satisfies Partial<Handlers>;
