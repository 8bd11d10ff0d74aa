// Categories and the stores that sell in one.
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import type { Handlers } from '../../http/handler.ts';
import { imageOf, localize, wholeList } from '../shared/present.ts';
import { listStores } from './stores.ts';

const listCategories = async ({ db, culture }: { db: Db; culture: Culture }) => {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    // One pass over products_category_idx rather than a count per category.
    db
      .select({ categoryId: products.categoryId, count: count() })
      .from(products)
      .groupBy(products.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.categoryId, row.count]));
  return wholeList(
    rows.map((row) => ({
      id: row.id,
      urlKey: row.urlKey,
      name: localize(culture, row.nameTh, row.nameEn),
      description: localize(culture, row.descriptionTh, row.descriptionEn),
      image: imageOf(row.image, culture),
      sortOrder: row.sortOrder,
      productCount: countOf.get(row.id) ?? 0,
    })),
  );
};

export const categoryHandlers = {
  listCategories,
  listCategoriesAlias: listCategories,

  listCategorySellers: async ({ db, culture, query }) => {
    let categoryId: number | undefined;
    if (query.category !== undefined) {
      const [category] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.urlKey, query.category));
      if (!category) throw notFound('category');
      categoryId = category.id;
    }
    // Stores are few: the filter shows them all on one page.
    return listStores(db, culture, { categoryId, pageNo: 1, perPage: 1000 });
  },
} satisfies Partial<Handlers>;
