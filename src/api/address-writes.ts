// The address book's writes. Each answers the whole book, which becomes the cached book.
import type { components } from '../../openapi/storefront.d.ts';
import { api } from './client.ts';
import type { Address } from './queries/addresses.ts';
import { unwrap } from './unwrap.ts';

export type AddressInput = components['schemas']['UserAddressInput'];
export type DefaultKind = 'shipping' | 'billing';

type Book = Promise<Address[]>;
const byId = (addressId: number) => ({ params: { path: { addressId } } });

export async function addAddress(body: AddressInput): Book {
  return unwrap(await api.POST('/UserAddresses', { body })).userAddresses;
}

export async function updateAddress(addressId: number, body: AddressInput): Book {
  return unwrap(await api.PUT('/UserAddresses/{addressId}', { ...byId(addressId), body }))
    .userAddresses;
}

export async function deleteAddress(addressId: number): Book {
  return unwrap(await api.DELETE('/UserAddresses/{addressId}', byId(addressId))).userAddresses;
}

export async function setDefaultAddress(addressId: number, kind: DefaultKind): Book {
  const answer =
    kind === 'shipping'
      ? await api.POST('/UserAddresses/{addressId}/default-shipping', byId(addressId))
      : await api.POST('/UserAddresses/{addressId}/default-billing', byId(addressId));
  return unwrap(answer).userAddresses;
}
