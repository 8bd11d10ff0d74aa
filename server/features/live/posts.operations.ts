// An affiliate's live posts (issue 36, spec sections 3 to 5): a draft with its products, each
// under a keyword and a price whose cut comes out of the cashback; started on a social post,
// finished for good. Keywords are one post's own and a product is sold by one post at a time
// (unique indexes: two editors racing cannot both take one); only a draft is edited, and each
// move is a conditional update, so a second or out-of-order one is a 409 with the post as it is.
import { type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { Conflict, fieldError, notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { containsPattern } from '../shared/like-pattern.ts';
import { affiliateOf } from '../shared/members.ts';
import { baht, localize, page, pagingOf, satang } from '../shared/present.ts';
import type { CommentVerdict } from './comments.ts';
import {
  isEditable,
  isKeyword,
  keywordKeyOf,
  LIVE_POST_MOVES,
  type LivePostMove,
  type LivePostStatus,
  percentOf,
  repeatedKeywords,
  STATUS_ID,
} from './live-post-rules.ts';
import {
  displayCashbackSatang,
  isValidPriceToSell,
  lowestPriceSatang,
} from './post-product-price.ts';

type Schemas = components['schemas'];
type LivePostRequest = Schemas['LivePostRequest'];

interface PostRow {
  id: number;
  userId: number;
  pageId: string;
  postTypeId: number;
  postId: string;
  name: string;
  status: LivePostStatus;
  limitPerPerson: number;
  createdAt: Date | string;
  finishedAt: Date | string | null;
  purchaseDemand: number;
  submitOrder: number;
  grandTotalSatang: number;
  cashbackSatang: number;
  products: {
    id: number;
    productId: number;
    keyword: string;
    priceSatang: number;
    nameTh: string;
    nameEn: string;
    urlKey: string;
    imageUrl: string;
    listPriceSatang: number;
    cashbackSatang: number;
    stock: number;
  }[];
}

/** Comments that asked for units under a keyword while the post sold: its purchase demand. */
const DEMANDING: CommentVerdict[] = ['ordered', 'added', 'over-limit', 'out-of-stock'];

const postSql = sql`select lp.id, lp.user_id as "userId", lp.page_id as "pageId",
    lp.post_type_id as "postTypeId", lp.post_id as "postId", lp.name, lp.status,
    lp.limit_per_person as "limitPerPerson", lp.created_at as "createdAt",
    lp.finished_at as "finishedAt",
    (select coalesce(sum(c.quantity), 0)::integer from live_comments c
      where c.live_post_id = lp.id and c.verdict = any(${sql.param(DEMANDING)}::text[]))
      as "purchaseDemand",
    coalesce(ordered.units, 0)::integer as "submitOrder",
    coalesce(ordered.satang, 0)::integer as "grandTotalSatang",
    coalesce(ordered.cashback, 0)::integer as "cashbackSatang",
    coalesce((select json_agg(json_build_object('id', pp.id, 'productId', pp.product_id,
        'keyword', pp.keyword, 'priceSatang', pp.price_satang, 'nameTh', p.name_th,
        'nameEn', p.name_en, 'urlKey', p.url_key, 'imageUrl', coalesce(i.url, ''),
        'listPriceSatang', p.price_satang, 'cashbackSatang', p.cashback_satang,
        'stock', p.stock) order by pp.id)
      from live_post_products pp join products p on p.id = pp.product_id
        left join product_images i on i.product_id = p.id and i.sort = 0
      where pp.live_post_id = lp.id), '[]') as products
  from live_posts lp
  left join lateral (select sum(l.quantity) as units, sum(l.quantity * pp.price_satang) as satang,
      sum(l.quantity * pp.cashback_satang) as cashback
      from live_orders o join live_order_lines l on l.live_order_id = o.id
        join live_post_products pp on pp.id = l.live_post_product_id
      where o.live_post_id = lp.id and o.status <> 'expired') ordered on true`;

const postsWhere = (db: Db, where: SQL, tail: SQL = sql``) =>
  rowsOf<PostRow>(db, sql`${postSql} where ${where} ${tail}`);

async function postById(db: Db, id: number) {
  const [row] = await postsWhere(db, sql`lp.id = ${id}`);
  return row;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * The post as the contract shows it. What it sells and its units sold are anyone's; its
 * dashboard's figures (demand, its share ordered, the money and the cashback) are its seller's
 * alone (spec section 6): `viewer` is who asks, null for anyone else.
 */
function presentPost(
  row: PostRow,
  culture: Culture,
  viewer: number | null = row.userId,
): Schemas['LivePost'] {
  const seller = viewer === row.userId;
  return {
    id: row.id,
    pageId: row.pageId,
    postTypeId: 1,
    postId: row.postId,
    name: row.name,
    statusId: STATUS_ID[row.status],
    active: row.status === 'active',
    limitPerPerson: row.limitPerPerson,
    createdAt: iso(row.createdAt),
    finishedAt: row.finishedAt === null ? null : iso(row.finishedAt),
    purchaseDemand: seller ? row.purchaseDemand : null,
    submitOrder: row.submitOrder,
    submitOrderPercent: seller ? percentOf(row.submitOrder, row.purchaseDemand) : null,
    grandTotal: seller ? baht(row.grandTotalSatang) : null,
    cashBack: seller ? baht(row.cashbackSatang) : null,
    product: row.products.map((line) => {
      const price = {
        listPriceSatang: line.listPriceSatang,
        cashbackSatang: line.cashbackSatang,
        priceSatang: line.priceSatang,
      };
      return {
        id: line.id,
        productId: line.productId,
        keyword: line.keyword,
        price: baht(line.priceSatang),
        cashback: baht(line.cashbackSatang),
        displayCashback: baht(displayCashbackSatang(price)),
        isValidatePriceToSell: isValidPriceToSell(price),
        producDetail: {
          name: localize(culture, line.nameTh, line.nameEn),
          urlKey: line.urlKey,
          imageUrl: line.imageUrl,
          price: baht(line.listPriceSatang),
          stock: line.stock,
        },
      };
    }),
  };
}

/** Whether `userId` connected the page `pageId`. */
export async function isOwnPage(db: Db, pageId: string, userId: number) {
  const rows = await rowsOf(
    db,
    sql`select 1 from live_pages where page_id = ${pageId} and user_id = ${userId}`,
  );
  return rows.length > 0;
}

/** Whether the post `id` is `userId`'s. */
export async function isOwnPost(db: Db, id: number, userId: number) {
  const rows = await rowsOf(
    db,
    sql`select 1 from live_posts where id = ${id} and user_id = ${userId}`,
  );
  return rows.length > 0;
}

/** A post anyone may see (live or finished, not a draft) as the contract shows it; else null. */
export async function publicPost(db: Db, id: number, culture: Culture) {
  const row = await postById(db, id);
  return row && row.status !== 'draft' ? presentPost(row, culture, null) : null;
}

/** The affiliate's own post; a 404 for anyone else's. */
async function ownPost(db: Db, id: number, userId: number) {
  const row = await postById(db, id);
  if (!row || row.userId !== userId) throw notFound('livePost');
  return row;
}

interface CheckedLine {
  productId: number;
  keyword: string;
  keywordKey: string;
  priceSatang: number;
  cashbackSatang: number;
}

/** The request's products checked as the contract's description says; a 400 naming the field. */
async function checkedLines(db: Db, body: LivePostRequest): Promise<CheckedLine[]> {
  if (!body.name.trim()) throw fieldError('body.name', msg('live.nameBlank'));
  const repeated = new Set(repeatedKeywords(body.products.map((line) => line.keyword)));
  const ids = body.products.map((line) => line.productId);
  const catalogue = new Map(
    (
      await rowsOf<{
        id: number;
        priceSatang: number;
        cashbackSatang: number;
        hasOptions: boolean;
      }>(
        db,
        sql`select p.id, p.price_satang as "priceSatang", p.cashback_satang as "cashbackSatang",
            exists (select 1 from product_attributes a where a.product_id = p.id) as "hasOptions"
          from products p where p.id = any(${sql.param(ids)}::integer[])`,
      )
    ).map((row) => [row.id, row]),
  );
  const seen = new Set<number>();
  return body.products.map((line, index) => {
    const field = (name: string) => `body.products.${index}.${name}`;
    if (!isKeyword(line.keyword)) throw fieldError(field('keyword'), msg('live.keyword'));
    if (repeated.has(line.keyword)) throw fieldError(field('keyword'), msg('live.keywordUsed'));
    const product = catalogue.get(line.productId);
    if (!product) throw fieldError(field('productId'), msg('notFound.product'));
    // A comment names a keyword, not a colour or a size: such products sell elsewhere.
    if (product.hasOptions) throw fieldError(field('productId'), msg('live.productWithOptions'));
    if (seen.has(line.productId)) throw fieldError(field('productId'), msg('live.productTaken'));
    seen.add(line.productId);
    const price = {
      listPriceSatang: product.priceSatang,
      cashbackSatang: product.cashbackSatang,
      priceSatang: satang(line.price),
    };
    if (!isValidPriceToSell(price))
      throw fieldError(
        field('price'),
        msg('live.price', {
          lowest: lowestPriceSatang(price) / 100,
          list: product.priceSatang / 100,
        }),
      );
    return {
      productId: line.productId,
      keyword: line.keyword.trim(),
      keywordKey: keywordKeyOf(line.keyword),
      priceSatang: price.priceSatang,
      cashbackSatang: displayCashbackSatang(price),
    };
  });
}

/** The first of `lines` whose product another post not finished sells; -1 for none. */
async function takenIndex(db: Db, lines: CheckedLine[], postId: number) {
  const taken = await rowsOf<{ productId: number }>(
    db,
    sql`select selling_product_id as "productId" from live_post_products
      where selling_product_id = any(${sql.param(lines.map((line) => line.productId))}::integer[])
        and live_post_id <> ${postId}`,
  );
  return lines.findIndex((line) => taken.some((row) => row.productId === line.productId));
}

const productTaken = (index: number) =>
  fieldError(`body.products.${Math.max(0, index)}.productId`, msg('live.productTaken'));

/** The post's products replaced by `lines`, each selling its product until the post finishes. */
async function writeLines(tx: Db, postId: number, lines: CheckedLine[]) {
  await tx.execute(sql`delete from live_post_products where live_post_id = ${postId}`);
  const taken = await takenIndex(tx, lines, postId);
  if (taken >= 0) throw productTaken(taken);
  for (const line of lines)
    await tx.execute(
      sql`insert into live_post_products (live_post_id, product_id, keyword, keyword_key,
          price_satang, cashback_satang, selling_product_id)
        values (${postId}, ${line.productId}, ${line.keyword}, ${line.keywordKey},
          ${line.priceSatang}, ${line.cashbackSatang}, ${line.productId})`,
    );
}

/** A product another post took meanwhile (the unique index's refusal) is said so too. */
async function withProductsFree<T>(
  db: Db,
  lines: CheckedLine[],
  postId: number,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw productTaken(await takenIndex(db, lines, postId));
  }
}

const FIELDS = (body: LivePostRequest) => ({
  name: body.name.trim(),
  pageId: body.pageId ?? '',
  postId: body.postId ?? '',
  limitPerPerson: body.limitPerPerson,
});

export const livePostHandlers = {
  listMyLivePosts: async ({ db, query, userId, culture }) => {
    const affiliate = await affiliateOf(db, userId);
    const { limit, offset } = pagingOf(query);
    const status = query.status === undefined ? null : query.status === 0 ? 'draft' : 'active';
    const search = query.search?.trim() ?? '';
    const where = sql`lp.user_id = ${affiliate.id}
      and (${status}::text is null or lp.status = ${status})
      and (${search} = '' or lp.name ilike ${containsPattern(search)})`;
    const sold = query.sortByOrderOrId === 1 ? sql`coalesce(ordered.units, 0) desc,` : sql``;
    const rows = await postsWhere(
      db,
      where,
      sql`order by ${sold} lp.id desc limit ${limit} offset ${offset}`,
    );
    const [total] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::integer as count from live_posts lp where ${where}`,
    );
    return page(
      rows.map((row) => presentPost(row, culture)),
      total?.count ?? 0,
    );
  },

  createLivePost: async ({ db, body, userId, culture, services }) => {
    const affiliate = await affiliateOf(db, userId);
    const lines = await checkedLines(db, body);
    const id = await withProductsFree(db, lines, 0, () =>
      db.transaction(async (tx) => {
        const [post] = await rowsOf<{ id: number }>(
          tx,
          sql`insert into live_posts (user_id, page_id, post_id, name, limit_per_person, created_at)
            values (${affiliate.id}, ${FIELDS(body).pageId}, ${FIELDS(body).postId},
              ${FIELDS(body).name}, ${body.limitPerPerson}, ${services.now()})
            returning id`,
        );
        if (!post) throw new Error('the live post was not inserted');
        await writeLines(tx, post.id, lines);
        return post.id;
      }),
    );
    return presentPost(await ownPost(db, id, affiliate.id), culture);
  },

  updateLivePost: async ({ db, path, body, userId, culture }) => {
    const affiliate = await affiliateOf(db, userId);
    const before = await ownPost(db, path.id, affiliate.id);
    if (!isEditable(before.status))
      throw new Conflict(msg('live.notEditable'), presentPost(before, culture));
    const lines = await checkedLines(db, body);
    const edited = await withProductsFree(db, lines, path.id, () =>
      db.transaction(async (tx) => {
        const fields = FIELDS(body);
        const rows = await rowsOf(
          tx,
          sql`update live_posts set name = ${fields.name}, page_id = ${fields.pageId},
              post_id = ${fields.postId}, limit_per_person = ${fields.limitPerPerson}
            where id = ${path.id} and status = 'draft' returning id`,
        );
        if (!rows.length) return false;
        await writeLines(tx, path.id, lines);
        return true;
      }),
    );
    const after = await ownPost(db, path.id, affiliate.id);
    if (!edited) throw new Conflict(msg('live.notEditable'), presentPost(after, culture));
    return presentPost(after, culture);
  },

  moveLivePost: async ({ db, path, userId, culture, services }) => {
    const affiliate = await affiliateOf(db, userId);
    const move = path.move as LivePostMove;
    const before = await ownPost(db, path.id, affiliate.id);
    if (move === 'start' && before.status === 'draft') {
      if (!before.postId) throw fieldError('path.id', msg('live.startNeedsPost'));
      // Its comments are read with the page's token, and are this seller's orders.
      if (!(await isOwnPage(db, before.pageId, affiliate.id)))
        throw fieldError('path.id', msg('live.pageNotConnected'));
      // A page's post ids are `{page}_{n}`; one social post is one sale at a time.
      if (!before.postId.startsWith(`${before.pageId}_`))
        throw fieldError('path.id', msg('live.postNotOfPage'));
      const [inUse] = await rowsOf(
        db,
        sql`select 1 from live_posts where page_id = ${before.pageId}
          and post_id = ${before.postId} and status = 'active' and id <> ${before.id}`,
      );
      if (inUse) throw fieldError('path.id', msg('live.postInUse'));
      if (!before.products.length) throw fieldError('path.id', msg('live.startNeedsProducts'));
    }
    const { from, to } = LIVE_POST_MOVES[move];
    const now = services.now();
    const moved = await db.transaction(async (tx) => {
      const rows = await rowsOf(
        tx,
        sql`update live_posts set status = ${to},
            started_at = case when ${to} = 'active' then ${now} else started_at end,
            finished_at = case when ${to} = 'finished' then ${now} else finished_at end
          where id = ${path.id} and status = ${from} returning id`,
      );
      // Finished, its products are free for another post.
      if (rows.length && to === 'finished')
        await tx.execute(
          sql`update live_post_products set selling_product_id = null where live_post_id = ${path.id}`,
        );
      return rows.length > 0;
    });
    const after = await ownPost(db, path.id, affiliate.id);
    if (!moved)
      throw new Conflict(
        msg(move === 'start' ? 'live.startRefused' : 'live.finishRefused'),
        presentPost(after, culture),
      );
    return presentPost(after, culture);
  },

  getLivePost: async ({ db, path, userId, culture }) => {
    const row = await postById(db, path.id);
    if (!row || (row.status === 'draft' && row.userId !== userId))
      return { isSuccess: false, data: null };
    return { isSuccess: true, data: presentPost(row, culture, userId ?? null) };
  },

  listLiveFeed: async ({ db, path, query, userId, culture }) => {
    const { limit, offset } = pagingOf(query);
    const where = sql`lp.post_type_id = ${path.postTypeId} and lp.status in ('active', 'finished')`;
    const rows = await postsWhere(
      db,
      where,
      sql`order by lp.status = 'active' desc, coalesce(lp.finished_at, lp.started_at) desc, lp.id desc
        limit ${limit} offset ${offset}`,
    );
    const [total] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::integer as count from live_posts lp where ${where}`,
    );
    return page(
      rows.map((row) => presentPost(row, culture, userId ?? null)),
      total?.count ?? 0,
    );
  },
} satisfies Partial<Handlers<{ now: () => Date }>>;
