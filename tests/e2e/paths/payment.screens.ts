import { randomUUID } from 'node:crypto';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { PaymentContext, PaymentInput } from '../../../machines/payment/payment.machine';
import type { Payment } from '../../../machines/payment/payment-rules';
import { CUSTOMER_CODE } from '../../../machines/qa/checkout-samples';
import { visitorCookies, withoutPopup } from '../support/accounts.ts';
import { becomeAffiliateByApi } from '../support/affiliates.ts';
import { CHECKOUT_WORDS } from '../support/checkout-words.ts';
import { expect } from '../support/fixtures.ts';
import { bringPaymentTo, placeCheckout, sendSlip, slipPng } from '../support/orders.ts';
import { signInNewShopper } from '../support/shopper.ts';
import { exact } from './account-screens.ts';
import type { Screen, ScreenModel } from './screen-model.ts';

// The payment machine on a payment page (/payment/slip/{cartId}), against the real server: a
// checkout placed before of the kind the path's first read names, brought by staff to the
// status it names. From the customer's link input, the page is an affiliate's customer's
// (/customer/{code}): an affiliate places the checkout for them and leaves, and the customer,
// with no account, pays it by the link. The page's reads of the payment, the card's start and the slip are held, so
// the path decides how each ends: let through, dropped, or sent on changed so the server itself
// refuses it (another checkout's id, an amount not the payment's). Staff make each later
// answer so before it goes through; a slip waiting for staff is read again on the page's clock.

/** The calls the page makes, the shopper's own or by the customer's link. */
const CALLS = {
  own: { read: '/payment/*', card: '/payment/*/card', slip: '/payment/*/slip**' },
  link: { read: '/customer/*/payment', card: '/customer/*/card**', slip: '/customer/*/slip**' },
};

/** Which calls the path's page makes: the customer's link input's, or the shopper's. */
const callsOf = (memory: Record<string, string>) => CALLS[memory.customerCode ? 'link' : 'own'];

/** Where the payment is: by the link's code, or the shopper's cart id. */
const paymentAt = (memory: Record<string, string>) =>
  memory.customerCode ? { customerCode: memory.customerCode } : (memory.cartId ?? '');

const WORDS = {
  ...CHECKOUT_WORDS.th,
  loading: 'กำลังโหลดรายการชำระเงิน…',
  retry: 'ลองอีกครั้ง',
  payByCard: 'ชำระเงินด้วยบัตร',
  toGateway: 'กำลังไปยังหน้าชำระเงินด้วยบัตร…',
  sending: 'กำลังส่งสลิป…',
  checkAgain: 'ตรวจสอบสถานะอีกครั้ง',
  paid: 'ชำระเงินเรียบร้อยแล้ว ขอบคุณที่สั่งซื้อสินค้า',
  expired: 'คำสั่งซื้อหมดอายุแล้ว (กรุณาติดต่อพนักงานขาย)',
};

const main = (screen: Screen) => screen.page.getByRole('main');
const mainButton = (screen: Screen, name: string) => main(screen).getByRole('button', exact(name));
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PaymentContext;
const outputOf = (event: AnyEventObject) => event.output as Payment;
/** The same call for a payment that is not there: another cart's id, or another link's code. */
const anotherCheckout = (url: string) =>
  url
    .replace(/\/payment\/[0-9a-f-]{36}/, `/payment/${randomUUID()}`)
    .replace(/\/customer\/[A-Za-z0-9_-]{22}/, '/customer/AAAAAAAAAAAAAAAAAAAAAA');

/** The status the server must have for an answer of `event`, made so by staff. */
async function answer(screen: Screen, memory: Record<string, string>, event: AnyEventObject) {
  await bringPaymentTo(screen.page.request, paymentAt(memory), outputOf(event).status);
  await screen.pass(callsOf(memory).read);
}

export const paymentScreens: ScreenModel = {
  async open(screen, input, memory, events) {
    const { page } = screen;
    const byLink = (input as PaymentInput).cartId === CUSTOMER_CODE;
    await signInNewShopper(page);
    if (byLink) await becomeAffiliateByApi(page.request);
    const read = events.find((event) => event.type === 'xstate.done.actor.readPayment');
    const wanted = read ? outputOf(read) : undefined;
    const kind = wanted?.channel.kind === 'card' ? 'card' : (wanted?.channel.kind ?? 'transfer');
    const { payment } = await placeCheckout(
      page.request,
      kind === 'cod' ? 'transfer' : kind,
      'th',
      byLink,
    );
    memory.cartId = payment.cartId;
    if (payment.customerCode) {
      memory.customerCode = payment.customerCode;
      // The affiliate leaves: the customer has no account here.
      await page.context().clearCookies();
    }
    const calls = callsOf(memory);
    await page.clock.install();
    await screen.hold(calls.read, (request) => request.method() === 'GET');
    await screen.hold(calls.card);
    await screen.hold(calls.slip);
    // Not startOn: its wait for the network to settle would wait out the held calls.
    await visitorCookies(page, 'th', screen.baseURL);
    await page.goto(
      withoutPopup(
        payment.customerCode
          ? `/customer/${payment.customerCode}`
          : `/payment/slip/${payment.cartId}`,
      ),
    );
  },
  states: {
    'payment.loading': async (screen) => {
      await expect(
        main(screen).getByRole('status').filter({ hasText: WORDS.loading }),
      ).toBeVisible();
    },
    'payment.unavailable': async (screen) => {
      await expect(main(screen).getByRole('alert')).toBeVisible();
      await expect(mainButton(screen, WORDS.retry)).toBeVisible();
    },
    'payment.card.offered': async (screen) => {
      await expect(mainButton(screen, WORDS.payByCard)).toBeEnabled();
    },
    'payment.card.starting': async (screen) => {
      await expect(
        main(screen).getByRole('status').filter({ hasText: WORDS.toGateway }),
      ).toBeVisible();
    },
    'payment.card.failed': async (screen) => {
      await expect(main(screen).getByRole('alert')).toBeVisible();
      await expect(mainButton(screen, WORDS.retry)).toBeVisible();
    },
    // The card provider's own page: card authentication happens there.
    'payment.card.redirecting': async (screen) => {
      await screen.page.waitForURL(/\/stand-in\/stripe\/pay\/cs_test_/);
    },
    // A refusal stays with the form: the server's words under the field it names, else above
    // the button (no answer: the form's own words).
    'payment.transfer.slip': async (screen, snapshot) => {
      const form = main(screen).locator('.slip-form');
      await expect(form.getByRole('button', exact(WORDS.send))).toBeEnabled();
      const { errorCode, fieldErrors } = contextOf(snapshot);
      const amount = form.getByLabel(WORDS.amount, { exact: true });
      if (fieldErrors.length > 0) await expect(amount).toHaveAttribute('aria-invalid', 'true');
      else await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
      if (errorCode === null) await expect(form.getByRole('alert')).toHaveCount(0);
    },
    'payment.transfer.uploading': async (screen) => {
      await expect(mainButton(screen, WORDS.sending)).toBeDisabled();
    },
    'payment.confirming': async (screen) => {
      await expect(main(screen).getByRole('heading', exact(WORDS.slipReceived))).toBeVisible();
      await expect(mainButton(screen, WORDS.checkAgain)).toBeEnabled();
    },
    'payment.refreshing': async (screen) => {
      await expect(mainButton(screen, WORDS.checkAgain)).toBeDisabled();
    },
    'payment.paid': async (screen) => {
      await expect(main(screen).getByRole('heading', exact(WORDS.paid))).toBeVisible();
    },
    'payment.expired': async (screen) => {
      await expect(main(screen).getByRole('heading', exact(WORDS.expired))).toBeVisible();
    },
  },
  events: {
    'payment.retry': ({ screen }) => mainButton(screen, WORDS.retry).click(),
    'payment.card.start': ({ screen }) => mainButton(screen, WORDS.payByCard).click(),
    'payment.slip.submit': async ({ screen }) => sendSlip(screen.page, WORDS, await slipPng()),
    'payment.refresh': ({ screen }) => mainButton(screen, WORDS.checkAgain).click(),
    'xstate.done.actor.readPayment': ({ screen, memory, event }) => answer(screen, memory, event),
    'xstate.error.actor.readPayment': ({ screen, event, memory }) =>
      event.error?.status === undefined
        ? screen.drop(callsOf(memory).read)
        : screen.passChanged(callsOf(memory).read, (request) => ({
            url: anotherCheckout(request.url()),
          })),
    'xstate.done.actor.refreshPayment': ({ screen, memory, event }) =>
      answer(screen, memory, event),
    'xstate.error.actor.refreshPayment': ({ screen, memory }) => screen.drop(callsOf(memory).read),
    'xstate.after.confirmingPoll.payment.confirming': ({ screen }) =>
      screen.page.clock.fastForward(15_000),
    'xstate.done.actor.startCard': ({ screen, memory }) => screen.pass(callsOf(memory).card),
    'xstate.error.actor.startCard': ({ screen, memory }) =>
      screen.passChanged(callsOf(memory).card, (request) => ({
        url: anotherCheckout(request.url()),
      })),
    'xstate.done.actor.uploadSlip': ({ screen, memory }) => screen.pass(callsOf(memory).slip),
    'xstate.error.actor.uploadSlip': ({ screen, event, memory }) =>
      event.error?.status === undefined
        ? screen.drop(callsOf(memory).slip)
        : screen.passChanged(callsOf(memory).slip, (request) => {
            const url = new URL(request.url());
            url.searchParams.set('amount', '1.00');
            return { url: url.toString() };
          }),
  },
};
