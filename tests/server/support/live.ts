// Helpers for the live-selling tests: the products a live post may sell (none with options for
// a comment to choose), each test taking ones no other test's post holds; a page connected on
// the stand-in; a sale gone live on it.
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/db/client.ts';
import { products } from '../../../server/db/tables.ts';
import type { PageStandIn } from '../../../server/features/live/page/stand-in/index.ts';
import { newAffiliate } from './affiliates.ts';
import type { ApiServer } from './server.ts';

export interface LiveProduct {
  id: number;
  priceSatang: number;
  cashbackSatang: number;
}

/** The seeded products without options `where` keeps, by id. */
export const productsWithoutOptions = (server: Pick<ApiServer, 'db'>, where = sql`true`) =>
  rowsOf<LiveProduct>(
    server.db,
    sql`select p.id, p.price_satang as "priceSatang", p.cashback_satang as "cashbackSatang"
      from products p
      where not exists (select 1 from product_attributes a where a.product_id = p.id)
        and ${where}
      order by p.id`,
  );

/** Hands out `products` one at a time: a product is sold by one post at a time. */
export function productDealer(products: () => LiveProduct[]) {
  return () => {
    const product = products().shift();
    if (!product) throw new Error('the seed has too few products for these tests');
    return product;
  };
}

let pages = 0;

/**
 * A page `userId` connected, written straight to the table (for tests not about connecting;
 * live-page.test.ts walks the dialog), with an id no other test's page has.
 */
export async function connectedPage(server: Pick<ApiServer, 'db'>, userId: number) {
  const pageId = `9${process.pid}${++pages}`.slice(0, 30);
  await server.db.execute(
    sql`insert into live_pages (page_id, user_id, name, access_token, connected_at)
      values (${pageId}, ${userId}, 'เพจทดสอบ', 'test-token', now())`,
  );
  return pageId;
}

/**
 * Connects a page named `pageName` on the stand-in as the browser does: the shop's start
 * route, the stand-in's dialog allowed, the callback. Answers where the callback sent the
 * seller, and the page's id when it was connected.
 */
export async function connectThroughDialog(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  session: string,
  pageName = 'ร้านทดสอบ ไลฟ์',
  decision: 'allow' | 'cancel' = 'allow',
) {
  const started = await app.request('/auth/facebook-page', {
    headers: { Cookie: `token=${session}` },
  });
  const stateCookie = /page_connect=[^;]+/.exec(started.headers.get('set-cookie') ?? '')?.[0];
  const dialog = new URL(started.headers.get('location') ?? '');
  const form = new URLSearchParams(dialog.searchParams);
  form.set('page_name', pageName);
  form.set('decision', decision);
  const granted = await app.request(dialog.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const callback = new URL(granted.headers.get('location') ?? '');
  const back = await app.request(`${callback.pathname}${callback.search}`, {
    headers: { Cookie: `token=${session}; ${stateCookie ?? ''}` },
  });
  return { started, callback, back: back.headers.get('location') ?? '' };
}

/**
 * A new affiliate's sale: a page named `pageName` connected on the stand-in and gone live there,
 * and a live post started on it selling `units` of `product` under A1 (at its list price unless
 * `priceSatang` says otherwise).
 */
export async function startLiveSale(
  server: ApiServer & { app: Parameters<typeof connectThroughDialog>[0] },
  standIn: PageStandIn | undefined,
  sale: {
    pageName: string;
    product: LiveProduct;
    units: number;
    limitPerPerson?: number;
    /** What the post sells it for (the list price when left out). */
    priceSatang?: number;
  },
) {
  if (!standIn) throw new Error('the stand-in plays no page');
  const seller = await newAffiliate(server);
  const connected = await connectThroughDialog(server.app, seller.session, sale.pageName);
  const post = standIn.goLive(sale.pageName, 'ไลฟ์สด');
  await server.db
    .update(products)
    .set({ stock: sale.units })
    .where(eq(products.id, sale.product.id));
  const made = await server.call('createLivePost', '/live/posts', {
    session: seller.session,
    body: {
      name: 'ไลฟ์',
      limitPerPerson: sale.limitPerPerson ?? 0,
      pageId: post.pageId,
      postId: post.id,
      products: [
        {
          productId: sale.product.id,
          keyword: 'A1',
          price: (sale.priceSatang ?? sale.product.priceSatang) / 100,
        },
      ],
    },
  });
  const livePostId = made.body.detail.id;
  const started = await server.call('moveLivePost', `/live/posts/${livePostId}/start`, {
    session: seller.session,
  });
  return { seller, post, livePostId, connected: connected.back, started: started.status };
}
