import type { OrderStatusId } from '../api/queries/orders.ts';

/** The profile menu of the shopper's orders: /user/profile/my-order. */
export const MY_ORDERS_MENU = 'my-order';

/** Each status's tab in the URL: /user/profile/my-order/{tab}. */
export const STATUS_TABS: Record<OrderStatusId, string> = {
  1: 'waiting-payment',
  2: 'waiting-confirmation',
  3: 'ready-to-ship',
  4: 'shipped',
  5: 'complete',
  6: 'expired',
};

export const FIRST_TAB = STATUS_TABS[1];

export function statusOfTab(tab: string): OrderStatusId | undefined {
  const entry = Object.entries(STATUS_TABS).find(([, name]) => name === tab);
  return entry ? (Number(entry[0]) as OrderStatusId) : undefined;
}
