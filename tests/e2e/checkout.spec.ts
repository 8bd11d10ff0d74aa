import type { Locator, Page } from '@playwright/test';
import { startOn } from './support/accounts.ts';
import {
  type CartProduct,
  cartButton,
  expectCartCount,
  productsOfDifferentStores,
} from './support/cart.ts';
import { next, openCheckout, panelHeading, placeWith } from './support/checkout-panels.ts';
import { CHECKOUT_WORDS as WORDS } from './support/checkout-words.ts';
import { exact, expect, expectNoAxeViolations, mainLandmark, test } from './support/fixtures.ts';
import { addAddress, placeCheckout, postApi, sendSlip, slipPng } from './support/orders.ts';
import { LANGUAGE_PROJECTS, signInNewShopper } from './support/shopper.ts';

// The checkout (issue 23) on the real server: a signed-in shopper with an address and a cart
// of two stores (and a line left unticked) goes through panels 1 to 5, back and forth without
// losing a choice, is refused an unknown coupon (the code kept, the server's words under it),
// applies HONEY10 and places: bank transfer shows panel 7's QR and takes the slip there, and
// the cart keeps only the unticked line; cash on delivery ends on the completion view; a card goes to the stand-in
// Stripe Checkout page and back to the result page; an unpaid order is paid again at /checkout/{step}/{cartid}.

/** A new signed-in shopper with a home address, a cart of `ticked` lines and `unticked` ones. */
async function shopperWithCart(page: Page, ticked: CartProduct[], unticked: CartProduct[] = []) {
  await signInNewShopper(page);
  await addAddress(page.request);
  const line = (product: CartProduct, isCheckBox: boolean) => ({
    sellerId: product.storeId,
    products: [{ productId: product.id, optionIds: [], quantity: 2, isCheckBox }],
  });
  await postApi(page.request, '/transaction/save', {
    orders: [
      ...ticked.map((product) => line(product, true)),
      ...unticked.map((product) => line(product, false)),
    ],
  });
}

const shippingGroup = (page: Page, product: CartProduct) =>
  mainLandmark(page).getByRole('group', exact(product.storeName));

async function expectChecked(radios: Locator, index: number) {
  await expect(radios.nth(index)).toBeChecked();
}

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`checkout: panels 1-5 back and forth, a coupon refused then applied, a bank transfer's QR and slip (${language})`, {
    tag,
  }, async ({ page, baseURL, consoleErrors }) => {
    const words = WORDS[language];
    const [a, b, c] = await productsOfDifferentStores(page.request, 3, language);
    if (!a || !b || !c) throw new Error('three products expected');
    await shopperWithCart(page, [a, b], [c]);
    await openCheckout(page, language, baseURL ?? '');
    const main = mainLandmark(page);

    // 1: the book's default address is chosen.
    await expect(main.getByRole('group', exact(words.address)).getByRole('radio')).toBeChecked();
    await expectNoAxeViolations(page);
    await next(page, words, 2);

    // 2: the two ticked stores only, each with its carriers; the last carrier of A's store.
    await expect(shippingGroup(page, a)).toBeVisible();
    await expect(shippingGroup(page, b)).toBeVisible();
    await expect(shippingGroup(page, c)).toHaveCount(0);
    const carriers = shippingGroup(page, a).getByRole('radio');
    const lastCarrier = (await carriers.count()) - 1;
    await carriers.nth(lastCarrier).check();
    await expectChecked(carriers, lastCarrier);
    await expectNoAxeViolations(page);
    await next(page, words, 3);

    // 3: an unknown code is refused with the server's words, and stays typed.
    const code = main.getByRole('textbox', exact(words.code));
    await code.fill('NOPE123');
    await main.getByRole('button', exact(words.apply)).click();
    await expect(main.getByText(words.invalidCode)).toBeVisible();
    await expect(code).toHaveValue('NOPE123');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await code.fill('HONEY10');
    await main.getByRole('button', exact(words.apply)).click();
    await expect(main.getByRole('status').filter({ hasText: words.applied })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('couponCode')))
      .toBe('HONEY10');
    await next(page, words, 4);

    // 4: bank transfer.
    await main.getByRole('radio', exact(words.transfer)).check();
    await expectNoAxeViolations(page);
    await next(page, words, 5);
    await expectNoAxeViolations(page);

    // Back and forth keeps every choice: Back to 4, the steps to 2 and 3, then 5 again.
    await main.getByRole('button', exact(words.back)).click();
    await expect(main.getByRole('radio', exact(words.transfer))).toBeChecked();
    const steps = page.getByRole('navigation', exact(words.steps));
    await steps.getByRole('button', exact(words.panels[1])).click();
    await expectChecked(shippingGroup(page, a).getByRole('radio'), lastCarrier);
    await steps.getByRole('button', exact(words.panels[2])).click();
    await expect(code).toHaveValue('HONEY10');
    await expect(main.getByRole('status').filter({ hasText: words.applied })).toBeVisible();
    await steps.getByRole('button', exact(words.panels[4])).click();
    await expect(panelHeading(page, words, 5)).toBeVisible();

    // Placed: panel 7 shows the QR of the exact amount; the cart keeps the unticked line.
    await main.getByRole('button', exact(words.place)).click();
    await expect(main.getByRole('heading', { level: 2, ...exact(words.payment) })).toBeVisible();
    await expect(main.getByRole('img', { name: words.qr })).toBeVisible();
    await expect(main.getByRole('heading', exact(words.slip))).toBeVisible();
    await expectCartCount(page, 1);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('couponCode'))).toBeNull();
    await expectNoAxeViolations(page);

    // The slip is sent from panel 7 itself: staff are now checking the transfer.
    await sendSlip(page, words, await slipPng());
    await expect(main.getByRole('heading', exact(words.slipReceived))).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors.filter((line) => !line.includes('status of 400'))).toEqual([]);
  });
}

test('checkout: an address added on panel 1 (a company, for the tax invoice), cash on delivery, completion', {
  tag: '@phone',
}, async ({ page, baseURL, consoleErrors }) => {
  const words = WORDS.th;
  const products = await productsOfDifferentStores(page.request, 2, 'th', 8, 'cod');
  await shopperWithCart(page, products);
  await openCheckout(page, 'th', baseURL ?? '');
  const main = mainLandmark(page);

  // The address book's form, in a dialog: saved, the new address ships the order.
  await main.getByRole('button', exact(words.addAddress)).click();
  const form = page.getByRole('dialog', exact(words.addAddress));
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await form.getByRole('radio', exact(words.company)).check();
  await field(words.label).fill('สำนักงาน');
  await field(words.companyName).fill('Nam Phueng Thai Co., Ltd.');
  await field(words.taxId).fill('0105555123450');
  await field(words.phone).fill('021234567');
  await field(words.houseNumber).fill('99 Moo 1');
  await field(words.zipCode).fill('10800');
  await expect(field(words.subDistrict).locator('option:checked')).toHaveText('บางซื่อ');
  await expectNoAxeViolations(page);
  await form.getByRole('button', exact(words.save)).click();
  await expect(form).toBeHidden();
  await expect(main.getByRole('radio', { name: /^สำนักงาน/ })).toBeChecked();
  await main
    .getByLabel(words.taxInvoice, { exact: true })
    .selectOption({ label: 'สำนักงาน (0105555123450)' });

  await placeWith(page, words, words.cod);
  await expect(main.getByRole('heading', exact(words.thanks))).toBeVisible();
  await expect(main.getByText(/เลขที่อ้างอิง [A-Z0-9]{12}/)).toBeVisible();
  await expect(main.getByRole('link', exact(words.myOrders))).toHaveAttribute(
    'href',
    /^\/user\/profile\/my-order\/[a-z-]+$/,
  );
  await expectCartCount(page, 0);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("checkout: two stores paid by card on the provider's page, back to the result page: paid", {
  tag: '@desktop',
}, async ({ page, baseURL }) => {
  const words = WORDS.en;
  const products = await productsOfDifferentStores(page.request, 2, 'en', 8, 'card');
  await shopperWithCart(page, products);
  await openCheckout(page, 'en', baseURL ?? '');
  await placeWith(page, words, words.card);
  await page.waitForURL(/\/stand-in\/stripe\/pay\/cs_test_/);
  await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry/).fill('12/35');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: /Pay$/ }).click();
  await page.waitForURL(/\/payment\/result\/success\/[A-Z0-9]{12}\/[0-9a-f-]{36}/);
  await expect(
    mainLandmark(page).getByRole('heading', exact('Paid: thank you for your order')),
  ).toBeVisible();
});

test('checkout: an unpaid order is paid again at /checkout/{step}/{cartid}', {
  tag: '@phone',
}, async ({ page, baseURL, consoleErrors }) => {
  const words = WORDS.th;
  await signInNewShopper(page);
  const { payment } = await placeCheckout(page.request, 'transfer');
  await startOn(page, `/checkout/1/${payment.cartId}`, 'th', baseURL ?? '');
  const main = mainLandmark(page);
  await expect(main.getByRole('heading', { level: 2, ...exact(words.payment) })).toBeVisible();
  await expect(main.getByText(payment.referenceCode)).toBeVisible();
  await expect(main.getByRole('img', { name: words.qr })).toBeVisible();
  // The header's cart icon does nothing on checkout pages.
  await expect(cartButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
