// Helpers for the live-selling tests: the products a live post may sell (none with options for
// a comment to choose), each test taking ones no other test's post holds.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/db/client.ts';
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
