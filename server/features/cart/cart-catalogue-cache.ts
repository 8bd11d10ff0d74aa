// The descriptions of products and sellers a cart shows, kept by the server between requests.
// An entry is keyed by the database, the catalogue's generation and the id: the generation is
// a count the database raises in the same transaction as any edit of a description (migration
// 0008's triggers), and each statement that reads descriptions or a cart reads it too. So an
// entry holds what the database held at that generation, and a cart read that sees a newer one
// finds no entry and reads the descriptions again: an edit committed by this server or by anyone
// else is seen by the next read. A transaction that edits answers no generation to its own
// reads, so nothing it read is kept before it commits. Old generations' entries are never asked
// for again and age out, the least recently used first. What the count cannot see: an edit with
// the triggers off (`session_replication_role = replica`, DISABLE TRIGGER), or the database
// restored to an older copy under a running server; restart the server after either.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { statement } from '../../db/statements.ts';
import type { CatalogueStore, DescribedProduct } from './cart-catalogue-types.ts';

/**
 * A few hundred bytes each, and as much again for each copy with stock made of it
 * (cart-catalogue.ts: the last one, and the one with plenty): a catalogue of 100,000 products
 * keeps its most used fifth.
 */
const products = new LRUCache<string, DescribedProduct>({ max: 20_000 });
const stores = new LRUCache<string, CatalogueStore>({ max: 5_000 });

const key = (generation: string, id: number) => `${generation}/${id}`;

/**
 * The database's id and its catalogue's generation, as one text, for a statement's select list;
 * none inside a transaction that has edited the catalogue (migration 0008 marks it), whose
 * reads are kept by nobody: it may yet be rolled back.
 */
export const GENERATION = sql.raw(`(select case
    when current_setting('storefront.catalogue_edited', true) = 'on' then null
    else concat(g.database, ':', g.generation) end
  from catalogue_generation g)`);

interface Described {
  generation: string | null;
  products: DescribedProduct[];
  stores: CatalogueStore[];
}

/** Descriptions by id, and the generation they are of. */
export interface Descriptions {
  generation: string | null;
  products: Map<number, DescribedProduct>;
  stores: Map<number, CatalogueStore>;
}

/** Statements that read descriptions since the process started (a test checks the cache works). */
let reads = 0;
export const descriptionReads = () => reads;

const ids = sql.placeholder('productIds');
const descriptionsRead = statement<Described, { productIds: number[]; storeIds: number[] }>(
  sql`select ${GENERATION} as generation,
      coalesce((select json_agg(json_build_object('id', p.id, 'urlKey', p.url_key,
          'sku', p.sku, 'nameTh', p.name_th, 'nameEn', p.name_en,
          'priceSatang', p.price_satang, 'storeId', p.store_id,
          'imageUrl', coalesce(i.url, ''),
          'attributes', coalesce((select json_agg(json_build_object('id', a.id,
              'nameTh', a.name_th, 'nameEn', a.name_en,
              'options', coalesce((select json_agg(json_build_object('id', o.id,
                  'labelTh', o.label_th, 'labelEn', o.label_en,
                  'priceDeltaSatang', o.price_delta_satang)
                  order by o.sort, o.id)
                from product_attribute_options o where o.attribute_id = a.id), '[]'))
              order by a.sort, a.id)
            from product_attributes a where a.product_id = p.id), '[]')))
        from products p left join product_images i on i.product_id = p.id and i.sort = 0
        where p.id = any(${ids}::integer[])), '[]') as products,
      coalesce((select json_agg(json_build_object('id', s.id, 'urlKey', s.url_key,
          'nameTh', s.name_th, 'nameEn', s.name_en))
        from stores s where s.id = any(${sql.placeholder('storeIds')}::integer[])
          or s.id in (select store_id from products where id = any(${ids}::integer[]))), '[]')
        as stores`,
);

/** The descriptions of `productIds` and of `storeIds` with the products' sellers, read now. */
const readDescriptions = async (db: Db, productIds: number[], storeIds: number[]) => {
  const [row] = await descriptionsRead(db, { productIds, storeIds });
  if (!row) throw new Error('the descriptions statement answered no row');
  reads++;
  return row;
};

/**
 * The descriptions of the products `productIds` (those that exist) and of the sellers
 * `sellerIds` with the products' own, at the catalogue generation `generation`: the cache's,
 * and those it lacks read by one statement and kept under the generation that statement saw,
 * which is then the answer's (a later one when the catalogue was edited meanwhile). A null
 * generation keeps nothing.
 */
export async function descriptionsOf(
  db: Db,
  generation: string | null,
  productIds: number[],
  sellerIds: Iterable<number>,
): Promise<Descriptions> {
  const found: Descriptions = { generation, products: new Map(), stores: new Map() };
  const lacking = { products: [] as number[], stores: new Set<number>() };
  const storeIds = new Set(sellerIds);
  for (const id of productIds) {
    const product = generation === null ? undefined : products.get(key(generation, id));
    if (product) {
      found.products.set(id, product);
      storeIds.add(product.storeId);
    } else lacking.products.push(id);
  }
  for (const id of storeIds) {
    const store = generation === null ? undefined : stores.get(key(generation, id));
    if (store) found.stores.set(id, store);
    else lacking.stores.add(id);
  }
  if (!lacking.products.length && !lacking.stores.size) return found;

  const fresh = await readDescriptions(db, lacking.products, [...lacking.stores]);
  found.generation = fresh.generation;
  for (const product of fresh.products) {
    found.products.set(product.id, product);
    if (fresh.generation !== null) products.set(key(fresh.generation, product.id), product);
  }
  for (const store of fresh.stores) {
    found.stores.set(store.id, store);
    if (fresh.generation !== null) stores.set(key(fresh.generation, store.id), store);
  }
  return found;
}
