// The signed-in user's address book. A book with addresses always has exactly one default
// shipping and one default billing address: its first address takes both, a deleted default
// passes to the oldest address left. Writes that count or move defaults lock the user's row,
// so two at once take turns.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { userAddresses, users } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import { msg } from '../../http/messages.ts';
import { localize } from '../shared/present.ts';
import type { addressColumns } from './address-input.ts';

type Columns = ReturnType<typeof addressColumns>;
type Row = typeof userAddresses.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DefaultKind = 'defaultShipping' | 'defaultBilling';

/** Enough for home, work, family and a few companies; a bound on what one account stores. */
export const MAX_ADDRESSES = 20;

const addressOf = (row: Row, culture: Culture): components['schemas']['Address'] => ({
  id: row.id,
  typeAddress: row.typeAddress as 1 | 2,
  userAddressTypeId: row.userAddressTypeId as 1 | 2,
  name: row.name,
  firstname: row.firstname,
  lastname: row.lastname,
  telephone: row.telephone,
  address: row.address,
  road: row.road,
  provinceId: row.provinceId,
  provinceName: localize(culture, row.provinceNameTh, row.provinceNameEn),
  districtId: row.districtId,
  districtName: localize(culture, row.districtNameTh, row.districtNameEn),
  subdistrictId: row.subdistrictId,
  subdistrictName: localize(culture, row.subdistrictNameTh, row.subdistrictNameEn),
  zipcodeId: row.zipcodeId,
  zipCode: row.zipCode,
  defaultShipping: row.defaultShipping,
  defaultBilling: row.defaultBilling,
  taxId: row.taxId,
});

/** The book as the API answers it, oldest first. */
export async function addressBook(db: Db, userId: number, culture: Culture) {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.id));
  return { userAddresses: rows.map((row) => addressOf(row, culture)) };
}

/** Runs `change` in a transaction holding the user's row, the lock of their book. */
function withBookLocked<T>(db: Db, userId: number, change: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return change(tx);
  });
}

const ownAddress = (userId: number, addressId: number) =>
  and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId));

export function addAddress(db: Db, userId: number, columns: Columns) {
  return withBookLocked(db, userId, async (tx) => {
    const [book] = await tx
      .select({ size: count() })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId));
    const size = book?.size ?? 0;
    if (size >= MAX_ADDRESSES) {
      const full = msg('address.tooMany', { max: MAX_ADDRESSES });
      throw new ApiError(400, full, [{ field: 'body', message: full }]);
    }
    const first = size === 0;
    await tx
      .insert(userAddresses)
      .values({ ...columns, userId, defaultShipping: first, defaultBilling: first });
  });
}

export async function updateAddress(db: Db, userId: number, addressId: number, columns: Columns) {
  const updated = await db
    .update(userAddresses)
    .set(columns)
    .where(ownAddress(userId, addressId))
    .returning({ id: userAddresses.id });
  if (updated.length === 0) throw notFound('address');
}

export function deleteAddress(db: Db, userId: number, addressId: number) {
  return withBookLocked(db, userId, async (tx) => {
    const [deleted] = await tx
      .delete(userAddresses)
      .where(ownAddress(userId, addressId))
      .returning();
    if (!deleted) throw notFound('address');
    const [oldest] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(asc(userAddresses.id))
      .limit(1);
    if (!oldest) return;
    const inherited = {
      ...(deleted.defaultShipping ? { defaultShipping: true } : {}),
      ...(deleted.defaultBilling ? { defaultBilling: true } : {}),
    };
    if (Object.keys(inherited).length > 0) {
      await tx.update(userAddresses).set(inherited).where(eq(userAddresses.id, oldest.id));
    }
  });
}

/** Makes the address the one default of its `kind`, taking it from the address that had it. */
export function setDefault(db: Db, userId: number, addressId: number, kind: DefaultKind) {
  return withBookLocked(db, userId, async (tx) => {
    const [own] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(ownAddress(userId, addressId));
    if (!own) throw notFound('address');
    await tx
      .update(userAddresses)
      .set({ [kind]: sql`${userAddresses.id} = ${addressId}` })
      .where(eq(userAddresses.userId, userId));
  });
}
