// What the payment machine does beyond checkout's panel 7 (tests/machines/checkout.test.ts plays
// that): a payment page reads the payment (after the card's page, asking the provider first),
// offers the card's gateway rather than going at once, reads a slip waiting for staff every
// 15 s, and asks the server once a transfer's clock has run out; timers on a simulated clock.
import { describe, expect, it } from 'vitest';
import {
  CONFIRMING_POLL_MS,
  createPaymentActors,
  EXPIRY_GRACE_MS,
  type Payment,
  type PaymentInput,
  paymentMachine,
  paymentViewOf,
} from '../../machines';
import { CHECKOUT_CART_ID, paymentOf } from '../../machines/qa/checkout-samples';
import { fakeCalls, flushPromises, startOnClock } from './helpers';

function start(input: Partial<PaymentInput> = {}) {
  const reads = fakeCalls<Payment, { cartId: string; afterCard: boolean }>();
  const cards = fakeCalls<{ url: string }, { cartId: string }>();
  const slips = fakeCalls<Payment, { cartId: string }>();
  const actors = createPaymentActors({
    payment: (cartId) => reads.call({ cartId, afterCard: false }),
    paymentAfterCard: (cartId) => reads.call({ cartId, afterCard: true }),
    startCard: (cartId) => cards.call({ cartId }),
    uploadSlip: (cartId) => slips.call({ cartId }),
  });
  const { actor, clock } = startOnClock(paymentMachine.provide({ actors }), {
    input: { cartId: CHECKOUT_CART_ID, ...input },
  });
  return { actor, clock, reads: reads.calls, cards: cards.calls };
}

describe('payment machine on a payment page', () => {
  it('offers the card gateway, goes there when asked, and is sent there', async () => {
    const { actor, reads, cards } = start({ offerCard: true });
    expect(reads[0]).toMatchObject({ afterCard: false });
    reads[0]?.resolve(paymentOf('card'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ card: 'offered' })).toBe(true);
    expect(cards).toHaveLength(0);
    actor.send({ type: 'payment.card.start' });
    cards[0]?.resolve({ url: 'https://gateway.example/pay/2' });
    await flushPromises();
    expect(actor.getSnapshot().context.redirectUrl).toBe('https://gateway.example/pay/2');
  });

  it('back from the gateway, asks the provider first, and says how the try ended', async () => {
    const { actor, reads } = start({ offerCard: true, afterCard: true, cardResult: 'cancel' });
    expect(reads[0]).toMatchObject({ afterCard: true });
    reads[0]?.resolve(paymentOf('card'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ card: 'offered' })).toBe(true);
    expect(actor.getSnapshot().context.cardResult).toBe('cancel');
  });

  it('the payment wins over the URL: a "failed" result of a paid payment ends paid', async () => {
    const { actor, reads } = start({ offerCard: true, afterCard: true, cardResult: 'failed' });
    reads[0]?.resolve(paymentOf('card', 'paid'));
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.payment?.status).toBe('paid');
  });

  it('a card paid meanwhile (409 on starting) shows as it is now', async () => {
    const { actor, reads, cards } = start({ offerCard: true });
    reads[0]?.resolve(paymentOf('card'));
    await flushPromises();
    actor.send({ type: 'payment.card.start' });
    cards[0]?.reject({ status: 409, message: 'ชำระแล้ว', payment: paymentOf('card', 'paid') });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('a slip waiting for staff is read again every 15 s until it is decided', async () => {
    const { actor, clock, reads } = start({
      payment: paymentOf('transfer', 'waiting-confirmation'),
    });
    expect(actor.getSnapshot().value).toBe('confirming');
    clock.increment(CONFIRMING_POLL_MS - 1);
    expect(reads).toHaveLength(0);
    clock.increment(1);
    expect(reads).toHaveLength(1);
    reads[0]?.resolve(paymentOf('transfer', 'waiting-confirmation'));
    await flushPromises();
    clock.increment(CONFIRMING_POLL_MS);
    reads[1]?.resolve(paymentOf('transfer', 'paid'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it("asks the server once a transfer's clock has run out: it says expired", async () => {
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    const { actor, clock, reads } = start({ payment: { ...paymentOf('transfer'), expiresAt } });
    expect(actor.getSnapshot().matches({ transfer: 'slip' })).toBe(true);
    clock.increment(30_000);
    expect(reads).toHaveLength(0);
    clock.increment(30_000 + EXPIRY_GRACE_MS);
    expect(reads).toHaveLength(1);
    reads[0]?.resolve(paymentOf('transfer', 'expired'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('expired');
  });
});

describe('payment rules', () => {
  it('the status decides the view; cash on delivery and paid complete, PromptPay is a transfer', () => {
    expect(paymentViewOf(paymentOf('cod'))).toBe('completed');
    expect(paymentViewOf(paymentOf('card', 'paid'))).toBe('completed');
    expect(paymentViewOf(paymentOf('promptpay'))).toBe('transfer');
    expect(paymentViewOf(paymentOf('card'))).toBe('card');
    expect(paymentViewOf(paymentOf('transfer', 'waiting-confirmation'))).toBe('confirming');
    expect(paymentViewOf(paymentOf('card', 'expired'))).toBe('expired');
  });
});
