// Paying by card: the shopper is sent to the card provider's page for this checkout's amount,
// and, back from it, the result page asks how it ended (card/card-payments.ts).
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { ApiError, Conflict, notFound } from '../../http/api-error.ts';
import type { ApiRequest, Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { paymentStatusLabel } from '../shared/order-status.ts';
import { cardCheckoutUrl, confirmFromProvider } from './card/card-payments.ts';
import { paymentById, paymentOf, paymentOfCart } from './payment-view.ts';
import type { OrderServices } from './services.ts';

type CardRequest = ApiRequest<'startCardPayment' | 'confirmCardPayment', OrderServices>;

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

export const cardHandlers = {
  startCardPayment: async (request) => {
    const { db, culture, services, userId } = request;
    const payment = await ownPayment(request);
    const current = () => paymentOf(payment, culture, services.promptPayId);
    if (payment.channel.kind !== 'card') throw new Conflict(msg('payment.notCard'), current());
    if (payment.status !== 'waiting-payment') {
      const status = paymentStatusLabel(payment.status);
      throw new Conflict(msg('payment.notWaiting', { status }), current());
    }
    const [buyer] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId ?? 0));
    const redirectUrl = await withProvider(
      () => cardCheckoutUrl(db, services, payment, { email: buyer?.email ?? null, culture }),
      services,
    );
    return { redirectUrl };
  },

  confirmCardPayment: async (request) => {
    const { db, culture, services, client } = request;
    const payment = await ownPayment(request);
    await services.limits.consume('cardConfirmations', client.address);
    if (payment.channel.kind === 'card' && payment.status === 'waiting-payment')
      await withProvider(() => confirmFromProvider(db, services, payment.id), services);
    return paymentOf(
      await paymentById(db, services.now(), payment.id),
      culture,
      services.promptPayId,
    );
  },
} satisfies Partial<Handlers<OrderServices>>;
