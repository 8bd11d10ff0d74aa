// The address book's operations: each write answers the whole book, so the client sees where
// the defaults went.
import type { Handlers } from '../../http/handler.ts';
import {
  addAddress,
  addressBook,
  deleteAddress,
  setDefault,
  updateAddress,
} from './address-book.ts';
import { addressColumns } from './address-input.ts';

export const addressHandlers = {
  listUserAddresses: ({ db, userId, culture }) => addressBook(db, userId ?? 0, culture),

  addUserAddress: async ({ db, userId, culture, body }) => {
    await addAddress(db, userId ?? 0, addressColumns(body));
    return addressBook(db, userId ?? 0, culture);
  },

  updateUserAddress: async ({ db, userId, culture, path, body }) => {
    await updateAddress(db, userId ?? 0, path.addressId, addressColumns(body));
    return addressBook(db, userId ?? 0, culture);
  },

  deleteUserAddress: async ({ db, userId, culture, path }) => {
    await deleteAddress(db, userId ?? 0, path.addressId);
    return addressBook(db, userId ?? 0, culture);
  },

  setDefaultShippingAddress: async ({ db, userId, culture, path }) => {
    await setDefault(db, userId ?? 0, path.addressId, 'defaultShipping');
    return addressBook(db, userId ?? 0, culture);
  },

  setDefaultBillingAddress: async ({ db, userId, culture, path }) => {
    await setDefault(db, userId ?? 0, path.addressId, 'defaultBilling');
    return addressBook(db, userId ?? 0, culture);
  },
} satisfies Partial<Handlers>;
