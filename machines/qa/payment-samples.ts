// Paying's sample inputs and answers: a placed checkout's payment of each kind and status (as
// `GET /payment/{cartId}` answers it), the card gateway's page, a slip's answers. QA's paths,
// the gallery and the machine tests start from these.
import type { AnyEventObject } from 'xstate';
import type { PaymentInput } from '../payment/payment.machine';
import { CHECKOUT_CART_ID, CUSTOMER_CODE, paymentOf } from './checkout-samples';

const offline = new TypeError('offline');

export const sampleSlip = {
  file: new Blob(['slip'], { type: 'image/jpeg' }),
  amount: 698,
  transferredAt: '2026-11-24T14:30',
};

/**
 * Checkout's panel 7 just placed, by transfer and by card (going to the gateway at once); a
 * payment page reading it (offering the card's gateway); an affiliate's customer's page doing
 * the same by the link.
 */
export const paymentInputs: PaymentInput[] = [
  { cartId: CHECKOUT_CART_ID, payment: paymentOf('transfer') },
  { cartId: CHECKOUT_CART_ID, payment: paymentOf('card') },
  { cartId: CHECKOUT_CART_ID, offerCard: true },
  // An affiliate's customer's link: its code stands where the cart id does.
  { cartId: CUSTOMER_CODE, offerCard: true },
];

export const paymentEvents: AnyEventObject[] = [
  { type: 'payment.retry' },
  { type: 'payment.card.start' },
  { type: 'payment.slip.submit', slip: sampleSlip },
  { type: 'payment.refresh' },
  { type: 'xstate.done.actor.readPayment', output: paymentOf('promptpay') },
  { type: 'xstate.done.actor.readPayment', output: paymentOf('card') },
  { type: 'xstate.done.actor.readPayment', output: paymentOf('promptpay', 'paid') },
  { type: 'xstate.done.actor.readPayment', output: paymentOf('transfer', 'waiting-confirmation') },
  { type: 'xstate.done.actor.readPayment', output: paymentOf('card', 'expired') },
  { type: 'xstate.error.actor.readPayment', error: { status: 404, message: 'ไม่พบการชำระเงิน' } },
  { type: 'xstate.error.actor.readPayment', error: offline },
  { type: 'xstate.done.actor.refreshPayment', output: paymentOf('transfer', 'paid') },
  {
    type: 'xstate.done.actor.refreshPayment',
    output: paymentOf('transfer', 'waiting-confirmation'),
  },
  {
    type: 'xstate.done.actor.refreshPayment',
    output: { ...paymentOf('transfer'), slipRejectReason: 'ยอดในสลิปอ่านไม่ออก' },
  },
  { type: 'xstate.error.actor.refreshPayment', error: offline },
  { type: 'xstate.done.actor.startCard', output: { url: 'https://gateway.example/pay/AB12' } },
  {
    type: 'xstate.error.actor.startCard',
    error: { status: 409, message: 'ชำระแล้ว', payment: paymentOf('card', 'paid') },
  },
  { type: 'xstate.error.actor.startCard', error: { status: 503, message: 'ไม่พร้อม' } },
  {
    type: 'xstate.done.actor.uploadSlip',
    output: paymentOf('transfer', 'waiting-confirmation'),
  },
  {
    type: 'xstate.error.actor.uploadSlip',
    error: { status: 409, message: 'หมดเวลา', payment: paymentOf('transfer', 'expired') },
  },
  {
    type: 'xstate.error.actor.uploadSlip',
    error: {
      status: 400,
      message: 'ยอดไม่ตรง',
      fields: [{ field: 'query.amount', message: 'ยอดไม่ตรง' }],
    },
  },
  { type: 'xstate.error.actor.uploadSlip', error: offline },
];
