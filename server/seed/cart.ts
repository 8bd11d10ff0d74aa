// The demo person's cart (data/accounts.ts), into a database without any cart: a fresh one, one
// from before carts, or one whose catalogue was re-seeded (which empties the carts). Lines whose
// product or option the catalogue lacks are left out.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  carts,
  productAttributeOptions,
  productAttributes,
  products,
  users,
} from '../db/schema.ts';
import { changeCartLines } from '../features/cart/cart-store.ts';
import { lineChanges, type NewLine } from '../features/cart/stored-lines.ts';
import { demoPerson, demoPersonCart } from './data/accounts.ts';

async function demoLine(
  db: Db,
  { urlKey, option, quantity }: (typeof demoPersonCart)[number],
  position: number,
): Promise<NewLine | undefined> {
  const [product] = await db
    .select({ id: products.id, storeId: products.storeId })
    .from(products)
    .where(eq(products.urlKey, urlKey));
  if (!product) return undefined;
  const options =
    option === undefined
      ? []
      : await db
          .select({ id: productAttributeOptions.id })
          .from(productAttributeOptions)
          .innerJoin(
            productAttributes,
            eq(productAttributes.id, productAttributeOptions.attributeId),
          )
          .where(
            and(
              eq(productAttributes.productId, product.id),
              eq(productAttributeOptions.labelEn, option),
            ),
          );
  if (option !== undefined && options.length !== 1) return undefined;
  return {
    productId: product.id,
    optionIds: options.map(({ id }) => id),
    sellerId: product.storeId,
    quantity,
    isCheckBox: true,
    position,
  };
}

export async function seedDemoCart(db: Db): Promise<void> {
  const [anyCart] = await db.select({ id: carts.id }).from(carts).limit(1);
  if (anyCart) return;
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.crmMemberId, demoPerson.crmMemberId));
  if (!person) return;
  const lines: NewLine[] = [];
  for (const [position, spec] of demoPersonCart.entries()) {
    const line = await demoLine(db, spec, position);
    if (line) lines.push(line);
  }
  if (!lines.length) return;
  // Two servers starting on one new database: the second finds the cart made. One transaction:
  // a server never reads the cart without its lines (and keeps it so: cart-cache.ts).
  await db.transaction(async (tx) => {
    const [cart] = await tx
      .insert(carts)
      .values({ id: randomUUID(), userId: person.id })
      .onConflictDoNothing()
      .returning({ id: carts.id });
    if (cart) await changeCartLines(tx, cart.id, lineChanges([], lines));
  });
}
