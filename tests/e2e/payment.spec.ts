import type { Page } from '@playwright/test';
import { startOn } from './support/accounts.ts';
import { exact, expect, expectNoAxeViolations, mainLandmark, test } from './support/fixtures.ts';
import {
  moveOrder,
  placeCheckout,
  rejectSlip,
  SLIP_WORDS,
  sendSlip,
  slipPng,
} from './support/orders.ts';
import { LANGUAGE_PROJECTS, type Language, signInNewShopper } from './support/shopper.ts';

// The payment pages on the real server and the stand-in it plays for Stripe (through Stripe's
// own SDK). By card: a declined card stays on the provider's page with the reason, its back link
// comes to the result page as cancelled, pay again asks 3-D Secure and succeeds; an approved
// card succeeds at once. By transfer or PromptPay: the QR of the exact amount, a text
// file named .png refused in the browser, a wrong amount refused by the server under its field,
// a real slip waiting for staff, refused by staff with a reason shown, sent again, confirmed.

const WORDS = {
  th: {
    payByCard: 'ชำระเงินด้วยบัตร',
    payAgain: 'ชำระเงินอีกครั้ง',
    cancelled: 'ยกเลิกการชำระเงินแล้ว',
    paid: 'ชำระเงินเรียบร้อยแล้ว ขอบคุณที่สั่งซื้อสินค้า',
    myOrders: 'คำสั่งซื้อของฉัน',
    qr: /^QR พร้อมเพย์ ชำระ ฿[\d,]+\.\d\d เลขที่อ้างอิง [A-Z0-9]{12}$/,
    timeLeft: /ชำระภายใน \d{2} \S+ 25\d\d \d{2}:\d{2} \(เหลือเวลา \d{2}:\d{2}:\d{2}\)/,
    ...SLIP_WORDS.th,
    notSupported: 'รองรับเฉพาะไฟล์ PNG, JPG หรือ PDF',
    amountRefused: /น้อยกว่ายอดที่ต้องชำระ/,
    waiting: 'ส่งสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบการโอนเงิน',
    checkAgain: 'ตรวจสอบสถานะอีกครั้ง',
    reason: 'ยอดในสลิปอ่านไม่ออก',
    rejected: 'สลิปถูกปฏิเสธ: ยอดในสลิปอ่านไม่ออก กรุณาแนบสลิปใหม่',
  },
  en: {
    payByCard: 'Pay by card',
    payAgain: 'Pay again',
    cancelled: 'Payment cancelled',
    paid: 'Paid: thank you for your order',
    myOrders: 'My orders',
    qr: /^PromptPay QR code paying ฿[\d,]+\.\d\d, reference [A-Z0-9]{12}$/,
    timeLeft: /Pay by \d{2} \S+ 20\d\d \d{2}:\d{2} \(\d{2}:\d{2}:\d{2} left\)/,
    ...SLIP_WORDS.en,
    notSupported: 'Only PNG, JPG or PDF files are supported',
    amountRefused: /is less than the/,
    waiting: 'Slip sent: waiting for staff to confirm the transfer',
    checkAgain: 'Check the status again',
    reason: 'The slip is unreadable',
    rejected: 'Transfer rejected: The slip is unreadable. Please upload a new slip.',
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

const heading = (page: Page, name: string | RegExp) =>
  mainLandmark(page).getByRole('heading', typeof name === 'string' ? exact(name) : { name });

/**
 * Types a card on the stand-in Stripe Checkout page and pays; where the card asks 3-D Secure,
 * completes it on the test page.
 */
async function payOnProvider(page: Page, number: string, authenticate = false) {
  await page.waitForURL(/\/stand-in\/stripe\/pay\/cs_test_/);
  await page.getByLabel(/Card number/).fill(number);
  await page.getByLabel(/Expiry/).fill('12/35');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: /Pay$/ }).click();
  if (!authenticate) return;
  await page.waitForURL(/\/authenticate$/);
  await page.getByRole('button', { name: /Complete$/ }).click();
}

/** The amount an EMVCo payload asks for: its tag 54, read through the top-level fields. */
function payloadAmount(payload: string) {
  for (let at = 0; at < payload.length; ) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (tag === '54') return payload.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return undefined;
}

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`paying by card: declined, then 3-D Secure; approved at once (${language})`, {
    tag,
  }, async ({ page, baseURL, consoleErrors }) => {
    const words = WORDS[language];
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
    });
    await signInNewShopper(page);
    const { payment } = await placeCheckout(page.request, 'card');
    await startOn(page, `/payment/slip/${payment.cartId}`, language, baseURL ?? '');
    const main = mainLandmark(page);
    await expect(main.getByText(payment.referenceCode, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole('button', exact(words.payByCard)).click();
    await payOnProvider(page, '4000 0000 0000 0002');
    // Declined: the provider's page keeps the shopper, with the reason, as Stripe's does.
    await expect(page.getByRole('alert')).toHaveText(/Your card was declined\./);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /Back to the shop/ }).click();
    await page.waitForURL(`**/payment/result/cancel/${payment.referenceCode}/${payment.cartId}`);
    await expect(heading(page, words.cancelled)).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole('button', exact(words.payAgain)).click();
    await payOnProvider(page, '4000 0000 0000 3220', true);
    await page.waitForURL(`**/payment/result/success/${payment.referenceCode}/${payment.cartId}`);
    await expect(heading(page, words.paid)).toBeVisible();
    await expect(main.getByText(payment.referenceCode, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', exact(words.myOrders))).toBeVisible();
    await expectNoAxeViolations(page);

    // An approved card pays at once.
    const second = (await placeCheckout(page.request, 'card')).payment;
    await startOn(page, `/payment/slip/${second.cartId}`, language, baseURL ?? '');
    await main.getByRole('button', exact(words.payByCard)).click();
    await payOnProvider(page, '4242 4242 4242 4242');
    await page.waitForURL(`**/payment/result/success/${second.referenceCode}/${second.cartId}`);
    await expect(heading(page, words.paid)).toBeVisible();
    expect(notFound).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test(`paying by ${language === 'th' ? 'bank transfer' : 'PromptPay'}: the QR, a refused file, a slip refused by staff, paid (${language})`, {
    tag,
  }, async ({ page, baseURL, consoleErrors }) => {
    const words = WORDS[language];
    await signInNewShopper(page);
    const kind = language === 'th' ? 'transfer' : 'promptpay';
    const { payment } = await placeCheckout(page.request, kind);
    await startOn(page, `/payment/slip/${payment.cartId}`, language, baseURL ?? '');
    const main = mainLandmark(page);

    // The QR pays exactly the amount, and says so to those who cannot see it.
    await expect(main.getByRole('img', { name: words.qr })).toBeVisible();
    expect(payloadAmount(payment.promptPayPayload ?? '')).toBe(payment.amount.toFixed(2));
    await expect(main.getByText(words.timeLeft)).toBeVisible();
    const amount = main.getByLabel(words.amount, { exact: true });
    await expect(amount).toHaveValue(payment.amount.toFixed(2));
    await expectNoAxeViolations(page);

    // A text file named .png is refused here; the form keeps what was typed.
    await sendSlip(page, words, {
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: Buffer.from('a note, not a slip'),
    });
    const file = main.getByLabel(words.file, { exact: true });
    await expect(main.getByText(words.notSupported, { exact: true })).toBeVisible();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue(payment.amount.toFixed(2));
    await expectNoAxeViolations(page);

    // A wrong amount is the server's refusal, under the amount.
    const slip = await slipPng();
    await amount.fill('1.00');
    await sendSlip(page, words, slip);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeFocused();
    await expect(main.locator('.field-error', { hasText: words.amountRefused })).toBeVisible();

    await amount.fill(payment.amount.toFixed(2));
    await sendSlip(page, words, slip);
    await expect(heading(page, words.waiting)).toBeVisible();
    await expectNoAxeViolations(page);

    // Staff refuse it with a reason: the reason shows, and a new slip can be sent.
    await rejectSlip(page.request, payment.referenceCode, words.reason);
    await main.getByRole('button', exact(words.checkAgain)).click();
    await expect(main.getByText(words.rejected, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await sendSlip(page, words, slip);
    await expect(heading(page, words.waiting)).toBeVisible();

    // Staff confirm the transfer: paid, with a link to the order.
    const [orderId] = payment.orderIds;
    await moveOrder(page.request, orderId ?? 0, 'confirm-payment');
    await main.getByRole('button', exact(words.checkAgain)).click();
    await expect(heading(page, words.paid)).toBeVisible();
    await expect(main.getByRole('link', { name: `#${orderId}` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The payment wins over the URL: a "failed" result of a paid payment says paid.
    await startOn(
      page,
      `/payment/result/failed/${payment.referenceCode}/${payment.cartId}`,
      language,
      baseURL ?? '',
    );
    await expect(heading(page, words.paid)).toBeVisible();
    // The browser logs the refused amount's 400 itself; nothing else went wrong.
    expect(consoleErrors.filter((line) => !line.includes('status of 400'))).toEqual([]);
  });
}
