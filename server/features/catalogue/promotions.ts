// Promotions as the contract shows them: running ones, with their terms by type.
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { products, promotionProducts, promotions } from '../../db/schema.ts';
import type { Culture } from '../../http/culture.ts';
import { baht, localize } from '../shared/present.ts';

type PromotionRef = components['schemas']['PromotionRef'];
type PromotionTypeId = components['schemas']['PromotionTypeId'];

const freeProduct = alias(products, 'free_product');

/** Promotions with the free product's reference joined in, filtered by `where`. */
export const selectPromotions = (db: Db, where: SQL | undefined) =>
  db
    .select({
      promotion: promotions,
      freeProduct: {
        id: freeProduct.id,
        urlKey: freeProduct.urlKey,
        nameTh: freeProduct.nameTh,
        nameEn: freeProduct.nameEn,
      },
      productCount:
        sql<number>`(select count(*) from ${promotionProducts} where ${promotionProducts.promotionId} = ${promotions.id})`.mapWith(
          Number,
        ),
    })
    .from(promotions)
    .leftJoin(freeProduct, eq(freeProduct.id, promotions.freeProductId))
    .where(where);

type PromotionRow = Awaited<ReturnType<typeof selectPromotions>>[number];

export function promotionRefOf(row: PromotionRow, culture: Culture): PromotionRef {
  const { promotion, freeProduct } = row;
  return {
    id: promotion.id,
    promotionTypeId: promotion.promotionTypeId as PromotionTypeId,
    name: localize(culture, promotion.nameTh, promotion.nameEn),
    endDate: promotion.endsAt.toISOString(),
    discountBaht: promotion.discountSatang === null ? null : baht(promotion.discountSatang),
    discountPercent: promotion.discountPercent,
    buyQuantity: promotion.buyQuantity,
    freeQuantity: promotion.freeQuantity,
    freeProduct: freeProduct
      ? {
          id: freeProduct.id,
          urlKey: freeProduct.urlKey,
          name: localize(culture, freeProduct.nameTh, freeProduct.nameEn),
        }
      : null,
  };
}
