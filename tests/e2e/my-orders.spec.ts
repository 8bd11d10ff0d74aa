import type { Page } from '@playwright/test';
import { startOn } from './support/accounts.ts';
import { exact, expect, expectNoAxeViolations, mainLandmark, test } from './support/fixtures.ts';
import { moveOrder, placeCheckout } from './support/orders.ts';
import { LANGUAGE_PROJECTS, type Language, signInNewShopper } from './support/shopper.ts';

// My orders on /user/profile/my-order, on the real server: reached from the user menu, a tab
// per status with its count, each order in its status's tab, an order's detail (lines, totals,
// the way to pay one that waits), and a shipped order's receipt confirmed after a question,
// which moves it to the complete tab.

const WORDS = {
  th: {
    myOrders: 'คำสั่งซื้อของฉัน',
    menu: /\(บุคคล\)$/,
    waitingPayment: 'รอชำระเงิน',
    readyToShip: 'รอจัดส่ง',
    shipped: 'จัดส่งแล้ว',
    complete: 'สำเร็จ',
    pay: 'ชำระเงิน',
    order: (id: number) => `คำสั่งซื้อ #${id}`,
    grandTotal: 'ยอดรวมทั้งสิ้น',
    confirmReceipt: 'ยืนยันการรับสินค้า',
    question: (id: number) => `ยืนยันว่าได้รับคำสั่งซื้อ #${id} แล้วหรือไม่`,
    cancel: 'ยกเลิก',
    confirmed: 'ยืนยันการรับสินค้าแล้ว คำสั่งซื้อสำเร็จ',
    back: 'กลับไปที่คำสั่งซื้อของฉัน',
  },
  en: {
    myOrders: 'My orders',
    menu: /\(Personal\)$/,
    waitingPayment: 'Waiting for payment',
    readyToShip: 'Ready to ship',
    shipped: 'Shipped',
    complete: 'Complete',
    pay: 'Payment',
    order: (id: number) => `Order #${id}`,
    grandTotal: 'Grand total',
    confirmReceipt: 'Confirm receipt',
    question: (id: number) => `Confirm that order #${id} has arrived?`,
    cancel: 'Cancel',
    confirmed: 'Receipt confirmed: the order is complete',
    back: 'Back to my orders',
  },
};

type Words = (typeof WORDS)[Language];

/** The status tab named `name`, with its count. */
const tab = (page: Page, name: string, count: number) =>
  mainLandmark(page)
    .getByRole('navigation')
    .getByRole('link', exact(`${name} (${count})`));

/** Opens my orders from the user menu: the header's on desktops, the side menu's on phones. */
async function openMyOrdersFromMenu(page: Page, words: Words) {
  const banner = page.getByRole('banner');
  const user = banner.getByRole('button', { name: words.menu });
  const menu = banner.getByRole('button', { name: /เปิดเมนู|Open menu/ });
  await expect(user.or(menu)).toBeVisible();
  await ((await user.isVisible()) ? user : menu).click();
  await page.getByRole('link', exact(words.myOrders)).click();
}

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`my orders: tabs with counts, an order's detail, confirming receipt (${language})`, {
    tag,
  }, async ({ page, baseURL, consoleErrors }) => {
    const words = WORDS[language];
    await signInNewShopper(page);
    // One order waits for its transfer; another, paid, is ready to ship.
    const { payment: unpaid, product } = await placeCheckout(page.request, 'transfer', language);
    const paid = (await placeCheckout(page.request, 'transfer')).payment;
    const [unpaidId = 0] = unpaid.orderIds;
    const [paidId = 0] = paid.orderIds;
    await moveOrder(page.request, paidId, 'confirm-payment');

    await startOn(page, '/', language, baseURL ?? '');
    await openMyOrdersFromMenu(page, words);
    await page.waitForURL('**/user/profile/my-order/waiting-payment');
    const main = mainLandmark(page);
    await expect(main.getByRole('heading', { level: 1, ...exact(words.myOrders) })).toBeVisible();
    await expect(tab(page, words.waitingPayment, 1)).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, words.readyToShip, 1)).toBeVisible();
    await expect(tab(page, words.complete, 0)).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(main.getByRole('article', exact(words.order(unpaidId)))).toBeVisible();
    await expectNoAxeViolations(page);

    // The unpaid order: its lines and totals, and the way to pay it.
    await main.getByRole('link', exact(words.order(unpaidId))).click();
    await expect(
      main.getByRole('heading', { level: 1, ...exact(words.order(unpaidId)) }),
    ).toBeVisible();
    await expect(main.getByText(words.waitingPayment, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', exact(product.name))).toBeVisible();
    await expect(
      main
        .getByText(`฿${unpaid.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
        .first(),
    ).toBeVisible();
    await expect(main.getByRole('link', exact(words.pay))).toHaveAttribute(
      'href',
      `/payment/slip/${unpaid.cartId}`,
    );
    await expectNoAxeViolations(page);

    // The paid order is ready to ship; staff ship it, and the shopper confirms its receipt.
    await main.getByRole('link', exact(words.back)).click();
    await tab(page, words.readyToShip, 1).click();
    await expect(main.getByRole('article', exact(words.order(paidId)))).toBeVisible();
    await moveOrder(page.request, paidId, 'ship');
    await main.getByRole('link', exact(words.order(paidId))).click();
    await expect(main.getByText(words.shipped, { exact: true })).toBeVisible();
    await main.getByRole('button', exact(words.confirmReceipt)).click();
    const question = page.getByRole('dialog', exact(words.question(paidId)));
    await expect(question.getByRole('button', exact(words.cancel))).toBeFocused();
    await expectNoAxeViolations(page);
    // Cancel changes nothing.
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await main.getByRole('button', exact(words.confirmReceipt)).click();
    await question.getByRole('button', exact(words.confirmReceipt)).click();
    await expect(question).toBeHidden();
    await expect(main.getByText(words.confirmed)).toBeVisible();
    await expect(main.getByText(words.complete, { exact: true })).toBeVisible();
    await expect(main.getByRole('button', exact(words.confirmReceipt))).toHaveCount(0);

    // It is in the complete tab now.
    await main.getByRole('link', exact(words.back)).click();
    await expect(tab(page, words.complete, 1)).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, words.readyToShip, 0)).toBeVisible();
    await expect(main.getByRole('article', exact(words.order(paidId)))).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}
