import { createFileRoute } from '@tanstack/react-router';
import { loadCheckoutCatalog } from '../../../i18n/feature-catalogs.ts';
import { LiveCheckoutPage } from '../../../routing/checkout-page.ts';

/** A live order's id, as the router reads the search (a number) or as typed (digits). */
const orderIdOf = (raw: unknown) => {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value < 2 ** 31
    ? value
    : undefined;
};

// Paying a live order through the checkout.
export const Route = createFileRoute('/live/transaction/checkout')({
  validateSearch: (raw: Record<string, unknown>) => ({ orderId: orderIdOf(raw.orderId) }),
  loader: loadCheckoutCatalog,
  component: LiveCheckoutPage,
  codeSplitGroupings: [],
});
