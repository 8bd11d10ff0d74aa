// What of the catalogue the server keeps answered in memory (server/http/answer-cache.ts) and
// how it learns that an answer changed: the reads every shopper gets alike, the products whose
// stock each shows, the database's word on every committed change (migration 0012), and the
// next moment a campaign or promotion starts or ends.
import { sql } from 'drizzle-orm';
import { type Database, type Db, rowsOf } from '../../db/client.ts';
import { AnswerCache } from '../../http/answer-cache.ts';
import type { OperationId } from '../../http/handler.ts';

/**
 * Reads whose answer depends on nothing but the request and the catalogue: no session, no
 * clock but the database's, no write. The share operations are left out (they make a short
 * link), as are the cart, orders and accounts.
 */
export const CACHED_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'getBusinessNameTh',
  'getBusinessNameEn',
  'getLogo',
  'getFooterSetting',
  'getSiteMode',
  'getFooterConfig',
  'listLanguages',
  'getClosureBanner',
  'getClosureBannerAlias',
  'listArticleBanners',
  'listLiveBanners',
  'listProductBanners',
  'listPopupBanners',
  'listCategories',
  'listCategoriesAlias',
  'listCategorySellers',
  'listProducts',
  'suggestProducts',
  'listBestSellers',
  'getProduct',
  'getCurrentCampaign',
  'getCampaign',
  'listPromotions',
  'getPromotion',
  'listStores',
  'getStore',
  'listPaymentChannels',
  'listShippingMethods',
  'getStaticPage',
]);

/**
 * The ids of the products an answer shows the stock of: every product the contract writes
 * (ProductSummaryFields: a card, a product page) has an id, a urlKey and an availableQuantity,
 * wherever it sits in the answer.
 */
export function productsShown(body: unknown): number[] {
  const ids = new Set<number>();
  const pending: unknown[] = [body];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    const record = node as Record<string, unknown>;
    if (
      typeof record.id === 'number' &&
      typeof record.urlKey === 'string' &&
      'availableQuantity' in record
    )
      ids.add(record.id);
    pending.push(...Object.values(record));
  }
  return [...ids];
}

/** The next start or end of a campaign or promotion, by the database's clock; null: none. */
export async function nextTimedChange(db: Db): Promise<Date | null> {
  const [row] = await rowsOf<{ at: Date | string | null }>(
    db,
    sql`select min(at) as at from (
        select starts_at as at from campaigns where starts_at > now()
        union all select ends_at from campaigns where ends_at > now()
        union all select starts_at from promotions where starts_at > now()
        union all select ends_at from promotions where ends_at > now()) moments`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** The channel migration 0012's triggers notify on. */
const CHANNEL = 'catalogue_changed';

/**
 * A notification's payload as the cache takes it: product ids whose stock alone changed, or
 * "*" (or anything unreadable) for everything.
 */
export function tellCache(cache: AnswerCache, payload: string): void {
  const ids = payload.split(',').map(Number);
  if (payload === '' || !ids.every((id) => Number.isSafeInteger(id) && id > 0))
    cache.everythingChanged();
  else cache.productsChanged(ids);
}

/** Has `database`'s notifications keep `cache` true; resolves once listening. */
export const followCatalogueChanges = (
  database: Pick<Database, 'listen'>,
  cache: AnswerCache,
): Promise<() => Promise<void>> =>
  database.listen(CHANNEL, {
    notified: (payload) => tellCache(cache, payload),
    live: (listening) => cache.live(listening),
  });

/**
 * The catalogue's answers kept in `maxBytes`, following `database`'s changes from now on:
 * the cache, and what stops it following.
 */
export async function keptCatalogue(
  database: Pick<Database, 'db' | 'listen'>,
  maxBytes: number,
): Promise<{ answers: AnswerCache; stop: () => Promise<void> }> {
  const answers = new AnswerCache({
    maxBytes,
    nextTimedChange: () => nextTimedChange(database.db),
  });
  const stop = await followCatalogueChanges(database, answers);
  return { answers, stop };
}
