// The signed-in shopper's profile and address book.
import { asc, eq } from 'drizzle-orm';
import { findUser, gregorianDateOf, presentUser } from '../accounts/users.ts';
import { userAddresses, users } from '../db/schema.ts';
import { ApiError, fieldError } from '../http/api-error.ts';
import type { Handlers } from '../http/handler.ts';
import { localize } from '../present.ts';

// Sessions go with their user (cascade), so this is for a user deleted mid-request.
const signedOut = () => new ApiError(401, 'Unauthorized: sign in to continue');

export const userHandlers = {
  getUser: async ({ db, userId }) => {
    const user = await findUser(db, userId ?? 0);
    if (!user) throw signedOut();
    return { user: presentUser(user) };
  },

  updateUser: async ({ db, userId, body, services }) => {
    let birthday: string | null = null;
    if (body.birthday !== null) {
      birthday = gregorianDateOf(body.birthday, services.now());
      if (birthday === null) {
        throw fieldError(
          'body.birthday',
          'must be a real past date with a Buddhist-era year, e.g. 2533-05-17',
        );
      }
    }
    const [user] = await db
      .update(users)
      .set({
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        genderId: body.genderId,
        birthday,
        isConsent: body.isConsent,
      })
      .where(eq(users.id, userId ?? 0))
      .returning();
    if (!user) throw signedOut();
    return { user: presentUser(user) };
  },

  listUserAddresses: async ({ db, userId, culture }) => {
    const rows = await db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId ?? 0))
      .orderBy(asc(userAddresses.id));
    return {
      userAddresses: rows.map((row) => ({
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
      })),
    };
  },
} satisfies Partial<Handlers>;
