// Paying by card: the payer is sent to the card provider's page for this checkout's amount,
// and, back from it, the result page asks how it ended (card/card-payments.ts). The shopper pays
// their own checkout here; a customer pays by a link the same way (customer.operations.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError, Conflict, notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import type { ApiRequest, Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { paymentStatusLabel } from '../shared/order-status.ts';
import { cardCheckoutUrl, confirmFromProvider, type Payer } from './card/card-payments.ts';
import { type PaymentRow, paymentById, paymentOf, paymentOfCart } from './payment-view.ts';
import type { OrderServices } from './services.ts';

type CardRequest = ApiRequest<'startCardPayment' | 'confirmCardPayment', OrderServices>;

interface Paying {
  db: Db;
  culture: Culture;
  services: OrderServices;
  client: { address: string };
}

/** A provider that did not answer is said so (503), not a failure of ours. */
async function withProvider<T>(call: () => Promise<T>, services: OrderServices): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    services.log('The card provider failed', error);
    throw new ApiError(503, msg('payment.providerUnavailable'));
  }
}

/** The shopper's payment of the checkout `path.cartId`; 404 for anyone else's. */
async function ownPayment({ db, path, userId, services }: CardRequest) {
  const payment = await paymentOfCart(db, services.now(), path.cartId, userId ?? 0);
  if (!payment) throw notFound('payment');
  return payment;
}

/**
 * The provider's page for `payer` to pay `payment` on. The provider is given the checkout
 * owner's e-mail for its receipt, except when the customer pays (theirs is not known).
 */
export async function startCard(
  { db, culture, services }: Paying,
  payment: PaymentRow,
  payer: Payer,
): Promise<{ redirectUrl: string }> {
  const current = () => paymentOf(payment, culture, services.promptPayId);
  if (payment.channel.kind !== 'card') throw new Conflict(msg('payment.notCard'), current());
  if (payment.status !== 'waiting-payment') {
    const status = paymentStatusLabel(payment.status);
    throw new Conflict(msg('payment.notWaiting', { status }), current());
  }
  const [owner] =
    payer === 'customer'
      ? []
      : await db.select({ email: users.email }).from(users).where(eq(users.id, payment.userId));
  const redirectUrl = await withProvider(
    () => cardCheckoutUrl(db, services, payment, { email: owner?.email ?? null, culture, payer }),
    services,
  );
  return { redirectUrl };
}

/** Back from the provider's page: what it says of `payment` applied, and the payment as it is. */
export async function confirmCard({ db, culture, services, client }: Paying, payment: PaymentRow) {
  await services.limits.consume('cardConfirmations', client.address);
  if (payment.channel.kind === 'card' && payment.status === 'waiting-payment')
    await withProvider(() => confirmFromProvider(db, services, payment.id), services);
  return paymentOf(
    await paymentById(db, services.now(), payment.id),
    culture,
    services.promptPayId,
  );
}

export const cardHandlers = {
  startCardPayment: async (request) => startCard(request, await ownPayment(request), 'shopper'),
  confirmCardPayment: async (request) => confirmCard(request, await ownPayment(request)),
} satisfies Partial<Handlers<OrderServices>>;
