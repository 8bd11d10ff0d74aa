import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Request } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { CheckoutContext, CheckoutInput } from '../../../machines/checkout/checkout.machine';
import type { Payment } from '../../../machines/checkout/checkout-rules';
import { checkoutContextView } from '../../../machines/qa/checkout-samples';
import { visitorCookies, withoutPopup } from '../support/accounts.ts';
import { becomeAffiliateByApi } from '../support/affiliates.ts';
import { productsOfDifferentStores } from '../support/cart.ts';
import { CHECKOUT_WORDS } from '../support/checkout-words.ts';
import { expect, mainLandmark } from '../support/fixtures.ts';
import {
  addAddress,
  addCompanyAddress,
  bringPaymentTo,
  moveOrder,
  paymentNow,
  placeCheckout,
  postApi,
  sendSlip,
  slipPng,
} from '../support/orders.ts';
import { signInNewShopper } from '../support/shopper.ts';
import { exact } from './account-screens.ts';
import { checkoutErrorDialogShown } from './played.ts';
import type { Screen, ScreenModel, StepContext } from './screen-model.ts';

// The checkout machine on the real screens: a signed-in shopper with a home and a company
// address and a cart of two stores (both taking cash on delivery), or, repaying, a checkout
// placed before; a verified affiliate where the path places for a customer. Every call the
// machine makes is held, so the path decides how each ends: let through, dropped, or sent on
// changed so that the server itself refuses it (another cart's id, a total not its own, an
// address not the shopper's). Where a path names a payment's state,
// staff make the server so (a slip sent, confirmed or refused) before the answer goes through.

type PaymentKind = Payment['channel']['kind'];

const ADDRESSES = '/UserAddresses';
const CALCULATE = '/order/calculate';
const PLACE = '/order/place';

/** The checkout's words (Thai), and those only the states' checks read. */
const WORDS = {
  ...CHECKOUT_WORDS.th,
  summary: 'สรุปยอดชำระ',
  addressesLoading: 'กำลังโหลดที่อยู่…',
  removeCode: 'ยกเลิกโค้ด',
  placing: 'กำลังสั่งซื้อ…',
  unanswered: /^ยังไม่ได้รับคำตอบจากระบบ/,
  retry: 'ลองอีกครั้ง',
  error: 'ไม่สามารถอัพเดทตะกร้าได้',
  updateCart: 'อัพเดทตะกร้า',
  close: 'ปิด',
  paymentLoading: 'กำลังโหลดข้อมูลการชำระเงิน…',
  toGateway: 'กำลังไปยังหน้าชำระเงินด้วยบัตร…',
  sending: 'กำลังส่งสลิป…',
  checkAgain: 'ตรวจสอบสถานะอีกครั้ง',
  paid: 'ชำระเงินเรียบร้อยแล้ว ขอบคุณที่สั่งซื้อสินค้า',
  expired: 'คำสั่งซื้อหมดอายุแล้ว (กรุณาติดต่อพนักงานขาย)',
  forCustomer: 'ลูกค้าของฉันเป็นผู้ชำระเงิน (ส่งลิงก์ชำระเงินให้ลูกค้า)',
  linkTitle: 'ลิงก์ชำระเงินสำหรับลูกค้า',
  link: 'ลิงก์',
  // The address form adds a person's home in Bangkok: its zip code has one sub-district.
  firstname: 'ชื่อ',
  lastname: 'นามสกุล',
  cancel: 'ยกเลิก',
};

/** The seed's channels, as panel 4 lists them. */
const CHANNELS: Record<PaymentKind, string> = {
  card: WORDS.card,
  transfer: WORDS.transfer,
  promptpay: 'พร้อมเพย์ (สแกน QR)',
  cod: WORDS.cod,
};

/** What a path's state says of its context (checkoutContextView): its only reliable part. */
const view = (snapshot: AnyMachineSnapshot) =>
  checkoutContextView(snapshot.context as CheckoutContext);
const main = (screen: Screen) => mainLandmark(screen.page);
const errorDialog = (screen: Screen) => screen.page.getByRole('dialog', exact(WORDS.error));
const addressDialog = (screen: Screen) => screen.page.getByRole('dialog', exact(WORDS.addAddress));
const onBuyerPanel = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ panels: { current: 'buyer' } });

const panelHeading = (screen: Screen, panel: number) =>
  main(screen).getByRole('heading', { level: 2, ...exact(WORDS.panels[panel - 1] ?? '') });

/** The panels' global error: the server's words for a refused calculation or place. */
async function expectGlobalError(screen: Screen, snapshot: AnyMachineSnapshot) {
  if (checkoutErrorDialogShown(snapshot)) await expect(errorDialog(screen)).toBeVisible();
  else await expect(errorDialog(screen)).toHaveCount(0);
}

const calculating = (busy: boolean) => async (screen: Screen, snapshot: AnyMachineSnapshot) => {
  await expect(screen.page.getByRole('complementary', exact(WORDS.summary))).toHaveAttribute(
    'aria-busy',
    String(busy),
  );
  await expectGlobalError(screen, snapshot);
};

const onPanel = (panel: number) => async (screen: Screen) => {
  await expect(panelHeading(screen, panel)).toBeVisible();
  await expect(addressDialog(screen)).toHaveCount(0);
};

const mainButton = (screen: Screen, name: string) => main(screen).getByRole('button', exact(name));

/** The held request's JSON body with `fields` changed. */
const bodyWith = (fields: Record<string, unknown>) => (request: Request) => ({
  postData: JSON.stringify({ ...request.postDataJSON(), ...fields }),
});

const outcome = (event: AnyEventObject) =>
  event as AnyEventObject & {
    output?: Payment & { payment?: Payment };
    error?: { status?: number; fields?: Array<{ field: string }> };
  };

/** The place answers a checkout placed for a customer, who pays by its link. */
const placedByLink = (event: AnyEventObject) =>
  (event.output as { payment?: Payment } | undefined)?.payment?.customerCode !== undefined;

/** A path that places for a customer, or chooses to: its shopper is a verified affiliate. */
const needsAffiliate = (events: AnyEventObject[]) =>
  events.some(
    (event) =>
      event.type === 'checkout.forCustomer.set' ||
      (event.type === 'xstate.done.actor.placeOrder' && placedByLink(event)),
  );

/** The payment kind the path's place will answer (transfer when it places none). */
function kindPlaced(later: AnyEventObject[]): PaymentKind {
  const placed = later.find((event) => event.type === 'xstate.done.actor.placeOrder');
  return placed
    ? ((placed.output as { payment: Payment }).payment.channel.kind as PaymentKind)
    : 'transfer';
}

/** Repaying: a checkout placed before, in the state the path's payment ends in. */
async function placedToRepay(api: APIRequestContext, events: AnyEventObject[]) {
  const end = events.find((event) => event.type === 'xstate.done.actor.payment');
  const wanted = end ? (end.output as { payment: Payment }).payment : undefined;
  const kind = wanted?.channel.kind === 'cod' ? 'cod' : 'transfer';
  const { payment } = await placeCheckout(api, kind);
  if (wanted?.status === 'paid') await bringPaymentTo(api, payment.cartId, 'paid');
  return payment.cartId;
}

/** The payment panel 7 shows, as the server has it: placed on this path, or repaid. */
async function paymentShown(screen: Screen, memory: Record<string, string>) {
  const repaid = /^\/checkout\/\d\/([0-9a-f-]{36})$/.exec(new URL(screen.page.url()).pathname);
  const cartId = memory.placedCartId ?? repaid?.[1];
  return cartId ? paymentNow(screen.page.request, cartId) : null;
}

/** A cart of two stores that both take cash on delivery. */
async function cartOfTwoStores(api: APIRequestContext) {
  const products = await productsOfDifferentStores(api, 2, 'th', 8, 'cod');
  await postApi(api, '/transaction/save', {
    orders: products.map((product) => ({
      sellerId: product.storeId,
      products: [{ productId: product.id, optionIds: [], quantity: 1 }],
    })),
  });
}

export const checkoutScreens: ScreenModel = {
  async open(screen, input, _memory, events) {
    const { page, baseURL } = screen;
    await signInNewShopper(page);
    if (needsAffiliate(events)) await becomeAffiliateByApi(page.request);
    await addAddress(page.request);
    await addCompanyAddress(page.request);
    const { repay } = input as CheckoutInput;
    let path = '/checkout';
    if (repay) path = `/checkout/1/${await placedToRepay(page.request, events)}`;
    else await cartOfTwoStores(page.request);
    // The page's first read of the book is the session's (RequireSignIn waits for it), and the
    // address form's save goes through: the machine's reads are the later ones.
    let sessionRead = false;
    await screen.hold(ADDRESSES, (request) => {
      if (request.method() !== 'GET') return false;
      if (sessionRead) return true;
      sessionRead = true;
      return false;
    });
    for (const call of [CALCULATE, PLACE]) await screen.hold(call);
    // Not startOn: its wait for the network to settle would wait out the held calls.
    await visitorCookies(page, 'th', baseURL);
    await page.goto(withoutPopup(path));
    await expect(
      main(screen).getByRole('heading', { level: 1, ...exact(WORDS.title) }),
    ).toBeVisible();
  },
  states: {
    'checkout.panels.addressBook.loading': async (screen, snapshot) => {
      if (onBuyerPanel(snapshot))
        await expect(
          main(screen).getByRole('status').filter({ hasText: WORDS.addressesLoading }),
        ).toBeVisible();
    },
    // The book's default is chosen; none when the book could not be read.
    'checkout.panels.addressBook.ready': async (screen, snapshot) => {
      if (!onBuyerPanel(snapshot)) return;
      await expect(main(screen).getByText(WORDS.addressesLoading)).toHaveCount(0);
      const chosen = main(screen)
        .getByRole('group', exact(WORDS.address))
        .getByRole('radio', { checked: true });
      await expect(chosen).toHaveCount(view(snapshot).address ? 1 : 0);
    },
    'checkout.panels.calculation.idle': calculating(false),
    'checkout.panels.calculation.running': calculating(true),
    'checkout.panels.current.buyer.choosing': onPanel(1),
    'checkout.panels.current.buyer.editingAddress': async (screen) => {
      await expect(addressDialog(screen)).toBeVisible();
    },
    'checkout.panels.current.shipping': onPanel(2),
    'checkout.panels.current.discount': onPanel(3),
    'checkout.panels.current.payment': onPanel(4),
    'checkout.panels.current.review': async (screen, snapshot) => {
      await onPanel(5)(screen);
      await expect(mainButton(screen, WORDS.place)).toBeVisible();
      if (view(snapshot).forCustomer)
        await expect(main(screen).getByRole('checkbox', exact(WORDS.forCustomer))).toBeChecked();
    },
    'checkout.placing': async (screen) => {
      await expect(mainButton(screen, WORDS.placing)).toHaveAttribute('aria-busy', 'true');
    },
    'checkout.placeUnanswered': async (screen) => {
      await expect(main(screen).getByText(WORDS.unanswered)).toBeVisible();
      await expect(mainButton(screen, WORDS.retry)).toBeVisible();
    },
    // Panel 7 is the payment machine's (its own paths play its steps: payment.screens.ts); a
    // card goes to the provider's page at once, cash on delivery straight to completion.
    'checkout.paying': async (screen, snapshot) => {
      const kind = (snapshot.context as CheckoutContext).payment?.channel.kind;
      if (kind === 'card') await screen.page.waitForURL(/\/stand-in\/stripe\/pay\/cs_test_/);
      else await expect(main(screen).locator('.checkout__panel')).toBeVisible();
    },
    'checkout.completed': async (screen, snapshot) => {
      const paid = (snapshot.context as CheckoutContext).payment?.status === 'paid';
      await expect(
        main(screen).getByRole('heading', exact(paid ? WORDS.paid : WORDS.thanks)),
      ).toBeVisible();
    },
    // Placed for a customer: nothing is paid here; the link to send them instead.
    'checkout.handedToCustomer': async (screen) => {
      await expect(main(screen).getByRole('heading', exact(WORDS.linkTitle))).toBeVisible();
      await expect(main(screen).getByRole('textbox', exact(WORDS.link))).toHaveValue(
        /\/customer\/[A-Za-z0-9_-]{22}$/,
      );
    },
    'checkout.expired': async (screen) => {
      await expect(main(screen).getByRole('heading', exact(WORDS.expired))).toBeVisible();
    },
  },
  events: {
    'checkout.address.choose': async ({ screen }) => {
      await main(screen)
        .getByRole('group', exact(WORDS.address))
        .getByRole('radio', { checked: false })
        .first()
        .check();
    },
    'checkout.address.edit': ({ screen }) => mainButton(screen, WORDS.addAddress).click(),
    'checkout.address.saved': async ({ screen }) => {
      const form = addressDialog(screen);
      const field = (label: string) => form.getByLabel(label, { exact: true });
      await field(WORDS.label).fill('ที่ทำงาน');
      await field(WORDS.firstname).fill('สมหญิง');
      await field(WORDS.lastname).fill('รักไทย');
      await field(WORDS.phone).fill('0898765432');
      await field(WORDS.houseNumber).fill('1 ถนนประชาราษฎร์');
      await field(WORDS.zipCode).fill('10800');
      await expect(field(WORDS.subDistrict).locator('option:checked')).toHaveText('บางซื่อ');
      await form.getByRole('button', exact(WORDS.save)).click();
    },
    'checkout.address.cancel': ({ screen }) =>
      addressDialog(screen).getByRole('button', exact(WORDS.cancel)).click(),
    'checkout.taxInvoice.set': async ({ screen }) => {
      await main(screen)
        .getByLabel(WORDS.taxInvoice, { exact: true })
        .selectOption({ label: 'office (0105555123450)' });
    },
    'checkout.shipping.choose': async ({ screen }) => {
      await main(screen)
        .locator('fieldset')
        .first()
        .getByRole('radio', { checked: false })
        .first()
        .check();
    },
    'checkout.coupon.apply': async ({ screen }) => {
      await main(screen).getByRole('textbox', exact(WORDS.code)).fill('HONEY10');
      await mainButton(screen, WORDS.apply).click();
    },
    'checkout.coupon.remove': ({ screen }) => mainButton(screen, WORDS.removeCode).click(),
    'checkout.forCustomer.set': ({ screen, event }) =>
      main(screen)
        .getByRole('checkbox', exact(WORDS.forCustomer))
        .setChecked(Boolean(event.forCustomer)),
    'checkout.payment.choose': async ({ screen, later }) => {
      await main(screen)
        .getByRole('radio', exact(CHANNELS[kindPlaced(later)]))
        .check();
    },
    'checkout.next': ({ screen }) => mainButton(screen, WORDS.next).click(),
    'checkout.back': ({ screen }) => mainButton(screen, WORDS.back).click(),
    'checkout.panel.open': ({ screen, event }) =>
      screen.page
        .getByRole('navigation', exact(WORDS.steps))
        .getByRole('button', exact(WORDS.panels[Number(event.panel) - 1] ?? ''))
        .click(),
    'checkout.place': ({ screen }) => mainButton(screen, WORDS.place).click(),
    'checkout.retry': async ({ screen }) => {
      const error = errorDialog(screen);
      if (await error.isVisible()) await error.getByRole('button', exact(WORDS.updateCart)).click();
      else await mainButton(screen, WORDS.retry).click();
    },
    // Played where the dialog shows, or where no error is kept: nothing to close (played.ts).
    'checkout.error.dismiss': async ({ screen }) => {
      const error = errorDialog(screen);
      if (await error.isVisible()) await error.getByRole('button', exact(WORDS.close)).click();
    },
    'xstate.done.actor.loadAddresses': ({ screen }) => screen.pass(ADDRESSES),
    'xstate.error.actor.loadAddresses': ({ screen }) => screen.drop(ADDRESSES),
    'xstate.done.actor.calculate': ({ screen }) => screen.pass(CALCULATE),
    'xstate.error.actor.calculate': ({ screen, event }) => {
      const { error } = outcome(event);
      if (error?.status === undefined) return screen.drop(CALCULATE);
      const refusesCode = error.fields?.some(({ field }) => field === 'body.promotionCode');
      return screen.passChanged(
        CALCULATE,
        bodyWith(refusesCode ? { promotionCode: 'NOPE50' } : { cartId: randomUUID() }),
      );
    },
    // Placed for a customer or not as the path's answer says, whatever the review's choice.
    'xstate.done.actor.placeOrder': async ({ screen, memory, event }) => {
      const [placed] = await Promise.all([
        screen.page.waitForResponse((response) => response.url().endsWith('/api/order/place')),
        screen.passChanged(PLACE, bodyWith({ forCustomer: placedByLink(event) || undefined })),
      ]);
      memory.placedCartId = (await placed.json()).detail.payment.cartId;
    },
    'xstate.error.actor.placeOrder': ({ screen, event }) => {
      const status = outcome(event).error?.status;
      if (status === undefined) return screen.drop(PLACE);
      return screen.passChanged(PLACE, (request) =>
        status === 409
          ? bodyWith({ expectedTotal: request.postDataJSON().expectedTotal + 1 })(request)
          : bodyWith({ addressId: 999_999_999 })(request),
      );
    },
    // The payment machine ends: cash on delivery did at once; a transfer is paid through panel
    // 7 (the slip sent, staff confirm, the shopper looks again); repaying, it was made so.
    'xstate.done.actor.payment': async ({ screen, event, memory }) => {
      const payment = await paymentShown(screen, memory);
      const ended = (event.output as { payment: Payment }).payment;
      if (!payment || ended.status !== 'paid' || payment.status === 'paid') return;
      await sendSlip(screen.page, WORDS, await slipPng());
      await expect(main(screen).getByRole('heading', exact(WORDS.slipReceived))).toBeVisible();
      await moveOrder(screen.page.request, payment.orderIds[0] ?? 0, 'confirm-payment');
      await mainButton(screen, WORDS.checkAgain).click();
    },
  } satisfies Record<string, (step: StepContext) => Promise<void>>,
};
