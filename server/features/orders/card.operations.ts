// Paying by card: the shopper is sent to the gateway's page for this checkout's amount.
import { Conflict, notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { paymentStatusLabel } from './order-status.ts';
import { paymentOf, paymentOfCart } from './payment-view.ts';
import type { OrderServices } from './services.ts';

export const cardHandlers = {
  startCardPayment: async ({ db, path, userId, culture, services }) => {
    const now = services.now();
    const payment = await paymentOfCart(db, now, path.cartId, userId ?? 0);
    if (!payment) throw notFound('payment');
    const current = () => paymentOf(payment, culture, services.promptPayId);
    if (payment.channel.kind !== 'card') throw new Conflict(msg('payment.notCard'), current());
    if (payment.status !== 'waiting-payment') {
      const status = paymentStatusLabel(payment.status);
      throw new Conflict(msg('payment.notWaiting', { status }), current());
    }
    const redirectUrl = services.cardGateway.checkoutUrl(
      {
        paymentId: payment.id,
        referenceCode: payment.referenceCode,
        cartId: payment.cartId,
        amountSatang: payment.amountSatang,
      },
      now,
    );
    return { redirectUrl };
  },
} satisfies Partial<Handlers<OrderServices>>;
