import { startOn } from './support/accounts.ts';
import { becomeAffiliateByApi } from './support/affiliates.ts';
import { productsOfDifferentStores } from './support/cart.ts';
import { openCheckout, reviewWith } from './support/checkout-panels.ts';
import { CHECKOUT_WORDS } from './support/checkout-words.ts';
import { exact, expect, expectNoAxeViolations, mainLandmark, test } from './support/fixtures.ts';
import { addAddress, moveOrder, postApi, sendSlip, slipPng } from './support/orders.ts';
import { API_HEADERS } from './support/samples.ts';
import { LANGUAGE_PROJECTS, type Language, signInNewShopper } from './support/shopper.ts';

// The affiliate's customer who pays by a link (issue 35): a verified affiliate goes through the
// checkout to an address of their customer's, chooses on the review that the customer pays, and
// gets the link to send (through the share modal); the customer opens it in another browser,
// with no account, in customer mode (no header, footer or bottom menu), sees what they pay for
// and pays by transfer slip; staff confirm it; the affiliate follows it from their list of
// customers' checkouts to its page, paid.

const WORDS = {
  th: {
    forCustomer: 'ลูกค้าของฉันเป็นผู้ชำระเงิน (ส่งลิงก์ชำระเงินให้ลูกค้า)',
    linkTitle: 'ลิงก์ชำระเงินสำหรับลูกค้า',
    link: 'ลิงก์',
    send: 'ส่งลิงก์ให้ลูกค้า',
    share: 'แชร์',
    follow: 'ติดตามการชำระเงินของลูกค้า',
    title: 'ชำระเงินค่าสินค้า',
    preparedBy: /^จัดเตรียมโดย \S+/,
    checkAgain: 'ตรวจสอบสถานะอีกครั้ง',
    paid: 'ชำระเงินเรียบร้อยแล้ว ขอบคุณที่สั่งซื้อสินค้า',
    myOrders: 'คำสั่งซื้อของฉัน',
    customersOrders: 'คำสั่งซื้อของลูกค้า',
    statusPaid: 'ชำระเงินแล้ว',
  },
  en: {
    forCustomer: 'My customer pays (send them a payment link)',
    linkTitle: "The customer's payment link",
    link: 'Link',
    send: 'Send the link to the customer',
    share: 'Share',
    follow: "Follow the customer's payment",
    title: 'Pay for your order',
    preparedBy: /^Prepared by \S+/,
    checkAgain: 'Check the status again',
    paid: 'Paid: thank you for your order',
    myOrders: 'My orders',
    customersOrders: "Customers' orders",
    statusPaid: 'Paid',
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

/** The customer's name on the address the affiliate ships to (tests/e2e/support/orders.ts). */
const RECIPIENT = 'Somsri Rakthai';

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`an affiliate orders for a customer, who pays by the link in customer mode (${language})`, {
    tag,
  }, async ({ page, browser, baseURL, consoleErrors }) => {
    const words = WORDS[language];
    const checkout = CHECKOUT_WORDS[language];
    const base = baseURL ?? '';
    await signInNewShopper(page);
    await becomeAffiliateByApi(page.request);
    await addAddress(page.request);
    const [product] = await productsOfDifferentStores(page.request, 1, language);
    if (!product) throw new Error('a product expected');
    await postApi(page.request, '/transaction/save', {
      orders: [
        {
          sellerId: product.storeId,
          products: [{ productId: product.id, optionIds: [], quantity: 1 }],
        },
      ],
    });

    // The review offers the affiliate to place it for a customer; placed, the link to send.
    await openCheckout(page, language, base);
    await reviewWith(page, checkout, checkout.transfer);
    const main = mainLandmark(page);
    await main.getByRole('checkbox', exact(words.forCustomer)).check();
    await expectNoAxeViolations(page);
    await main.getByRole('button', exact(checkout.place)).click();
    await expect(main.getByRole('heading', exact(words.linkTitle))).toBeVisible();
    const field = main.getByRole('textbox', exact(words.link));
    await expect(field).toHaveValue(/\/customer\/[A-Za-z0-9_-]{22}$/);
    const link = new URL(await field.inputValue());
    await expect(main.getByRole('link', exact(words.follow))).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('button', exact(words.send)).click();
    const share = page.getByRole('dialog', exact(words.share));
    await expect(share.getByRole('textbox')).toHaveValue(link.href);
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();

    // The customer, in a browser of their own with no account: customer mode.
    const customerContext = await browser.newContext({ baseURL: base });
    const customer = await customerContext.newPage();
    await startOn(customer, link.pathname, language, base);
    const pay = mainLandmark(customer);
    await expect(pay.getByRole('heading', { level: 1, ...exact(words.title) })).toBeVisible();
    await expect(customer.getByRole('banner')).toHaveCount(0);
    await expect(customer.getByRole('contentinfo')).toHaveCount(0);
    await expect(pay.getByText(words.preparedBy)).toBeVisible();
    await expect(pay.getByRole('link', exact(product.name))).toBeVisible();
    await expect(pay.getByRole('img', { name: checkout.qr })).toBeVisible();
    await expectNoAxeViolations(customer);
    await sendSlip(customer, checkout, await slipPng());
    await expect(pay.getByRole('heading', exact(checkout.slipReceived))).toBeVisible();
    await expectNoAxeViolations(customer);

    // Staff confirm the transfer; the customer looks again: paid, with no account's orders.
    const listed = await page.request.get('/api/affiliate/customer-orders', {
      headers: API_HEADERS,
    });
    const [entry] = (await listed.json()).detail.dataList;
    expect(entry.recipient).toBe(RECIPIENT);
    await moveOrder(page.request, entry.payment.orderIds[0], 'confirm-payment');
    await pay.getByRole('button', exact(words.checkAgain)).click();
    await expect(pay.getByRole('heading', exact(words.paid))).toBeVisible();
    await expect(pay.getByRole('link', exact(words.myOrders))).toHaveCount(0);
    await expectNoAxeViolations(customer);
    await customerContext.close();

    // The affiliate follows it: their customers' checkouts, then its page.
    await startOn(page, '/affiliate', language, base);
    await expect(
      main.getByRole('heading', { level: 1, ...exact(words.customersOrders) }),
    ).toBeVisible();
    const name = `${RECIPIENT} · ${entry.payment.referenceCode}`;
    const card = main.getByRole('article', exact(name));
    await expect(card.getByText(words.statusPaid, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole('link', exact(name)).click();
    await page.waitForURL(`**/affiliate/${link.pathname.split('/').pop()}`);
    await expect(main.getByRole('heading', exact(words.paid))).toBeVisible();
    await expect(main.getByRole('textbox', exact(words.link))).toHaveValue(link.href);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}
