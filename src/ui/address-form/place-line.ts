import type { Address } from '../../api/queries/addresses.ts';

/** The lines of an address as a label would print them (the book's cards, checkout's choices). */
export const placeLine = (address: Address) =>
  [
    address.address,
    address.road,
    address.subdistrictName,
    address.districtName,
    address.provinceName,
    address.zipCode,
  ]
    .filter(Boolean)
    .join(', ');
