// Shipping methods and payment channels, in their sortOrder.
import { asc } from 'drizzle-orm';
import { paymentChannels, shippingMethods } from '../../db/schema.ts';
import type { Handlers } from '../../http/handler.ts';
import { wholeList } from '../shared/present.ts';
import { paymentChannelOf, shippingMethodOf } from './checkout-options.ts';

export const checkoutOptionHandlers = {
  listPaymentChannels: async ({ db, culture }) => {
    const rows = await db.select().from(paymentChannels).orderBy(asc(paymentChannels.sortOrder));
    return wholeList(rows.map((row) => paymentChannelOf(row, culture)));
  },

  listShippingMethods: async ({ db, culture }) => {
    const rows = await db.select().from(shippingMethods).orderBy(asc(shippingMethods.sortOrder));
    return wholeList(rows.map((row) => shippingMethodOf(row, culture)));
  },
} satisfies Partial<Handlers>;
