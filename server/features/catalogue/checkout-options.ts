// Shipping methods and payment channels as the contract shows them.
import type { components } from '../../../openapi/storefront.d.ts';
import type { paymentChannels, shippingMethods } from '../../db/schema.ts';
import type { Culture } from '../../http/culture.ts';
import { baht, localize } from '../shared/present.ts';

type Schemas = components['schemas'];

export const shippingMethodOf = (
  row: typeof shippingMethods.$inferSelect,
  culture: Culture,
): Schemas['ShippingMethod'] => ({
  id: row.id,
  code: row.code,
  name: localize(culture, row.nameTh, row.nameEn),
  fee: baht(row.feeSatang),
  days: row.days,
  sortOrder: row.sortOrder,
});

export const paymentChannelOf = (
  row: typeof paymentChannels.$inferSelect,
  culture: Culture,
): Schemas['PaymentChannel'] => ({
  id: row.id,
  code: row.code,
  name: localize(culture, row.nameTh, row.nameEn),
  kind: row.kind,
  sortOrder: row.sortOrder,
});
