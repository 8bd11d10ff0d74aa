// The seller's side of live selling beyond the posts themselves (issue 36): the social pages
// they connected, a page's posts to sell under (read from the provider with the page's token,
// which never leaves the server), and the dashboard's comments, each with its verdict.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { containsPattern } from '../shared/like-pattern.ts';
import { affiliateOf } from '../shared/members.ts';
import { baht, localize, page, pagingOf } from '../shared/present.ts';
import type { CommentVerdict } from './comments.ts';
import { GraphError } from './page/graph.ts';
import type { PageProvider } from './page/page-provider.ts';
import { isOwnPost } from './posts.operations.ts';

export interface LiveServices {
  pages: PageProvider;
  log: (message: string, error: unknown) => void;
}

const iso = (at: Date | string) => new Date(at).toISOString();

async function ownPage(db: Db, pageId: string, userId: number) {
  const [row] = await rowsOf<{ pageId: string; name: string; accessToken: string }>(
    db,
    sql`select page_id as "pageId", name, access_token as "accessToken" from live_pages
      where page_id = ${pageId} and user_id = ${userId}`,
  );
  if (!row) throw notFound('livePage');
  return row;
}

export const liveDashboardHandlers = {
  listLiveProducts: async ({ db, query, userId, culture }) => {
    await affiliateOf(db, userId);
    const { limit, offset } = pagingOf(query);
    const search = query.search?.trim() ?? '';
    const where = sql`not exists (select 1 from product_attributes a where a.product_id = p.id)
      and not exists (select 1 from live_post_products pp where pp.selling_product_id = p.id
        and pp.live_post_id <> ${query.forPost ?? 0})
      and (${search} = '' or p.name_th ilike ${containsPattern(search)}
        or p.name_en ilike ${containsPattern(search)})`;
    const rows = await rowsOf<{
      productId: number;
      nameTh: string;
      nameEn: string;
      imageUrl: string;
      listPriceSatang: number;
      cashbackSatang: number;
      stock: number;
    }>(
      db,
      sql`select p.id as "productId", p.name_th as "nameTh", p.name_en as "nameEn",
          coalesce(i.url, '') as "imageUrl", p.price_satang as "listPriceSatang",
          p.cashback_satang as "cashbackSatang", p.stock
        from products p
        left join product_images i on i.product_id = p.id and i.sort = 0
        where ${where} order by p.id limit ${limit} offset ${offset}`,
    );
    const [total] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::integer as count from products p where ${where}`,
    );
    return page(
      rows.map((row) => ({
        productId: row.productId,
        name: localize(culture, row.nameTh, row.nameEn),
        imageUrl: row.imageUrl,
        listPrice: baht(row.listPriceSatang),
        cashback: baht(row.cashbackSatang),
        stock: row.stock,
      })),
      total?.count ?? 0,
    );
  },

  listLivePages: async ({ db, userId, services }) => {
    const affiliate = await affiliateOf(db, userId);
    const rows = await rowsOf<{ pageId: string; name: string; connectedAt: Date | string }>(
      db,
      sql`select page_id as "pageId", name, connected_at as "connectedAt" from live_pages
        where user_id = ${affiliate.id} order by connected_at desc, page_id`,
    );
    return rows.map((row) => ({
      ...row,
      url: services.pages.pageUrl(row.pageId),
      connectedAt: iso(row.connectedAt),
    }));
  },

  listLivePagePosts: async ({ db, path, userId, services }) => {
    const affiliate = await affiliateOf(db, userId);
    const own = await ownPage(db, path.pageId, affiliate.id);
    try {
      const posts = await services.pages.graph.postsOf({
        id: own.pageId,
        name: own.name,
        accessToken: own.accessToken,
      });
      return posts.map((post) => ({
        postId: post.id,
        message: post.message,
        createdAt: post.createdAt.toISOString(),
      }));
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      services.log('Reading a page’s posts failed', error);
      throw new ApiError(503, msg('live.pageUnreadable'));
    }
  },

  listLivePostComments: async ({ db, path, query, userId }) => {
    const affiliate = await affiliateOf(db, userId);
    if (!(await isOwnPost(db, path.id, affiliate.id))) throw notFound('livePost');
    const { limit, offset } = pagingOf(query);
    const verdict = query.verdict ?? null;
    const where = sql`live_post_id = ${path.id}
      and (${verdict}::text is null or verdict = ${verdict})`;
    const rows = await rowsOf<{
      commentId: string;
      fromName: string;
      message: string;
      writtenAt: Date | string;
      verdict: CommentVerdict;
      keyword: string | null;
      quantity: number | null;
    }>(
      db,
      sql`select comment_id as "commentId", from_name as "fromName", message,
          written_at as "writtenAt", verdict, keyword, quantity
        from live_comments where ${where}
        order by written_at desc, comment_id desc limit ${limit} offset ${offset}`,
    );
    const [total] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::integer as count from live_comments where ${where}`,
    );
    return page(
      rows.map((row) => ({ ...row, writtenAt: iso(row.writtenAt) })),
      total?.count ?? 0,
    );
  },
} satisfies Partial<Handlers<LiveServices>>;
