// The stand-in's hosted pages: Checkout's card form and the 3-D Secure test page (as in Stripe's
// test mode, the bank's step is a Complete or Fail choice). Plain HTML, no script
// (shared/stand-in-page.ts).
import { escapeHtml as html, standInPage } from '../../shared/stand-in-page.ts';

const HEADING = 'Stripe Checkout จำลอง · stand-in Stripe Checkout';

const amountOf = (satang: number) =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const errorOf = (error: string | undefined) =>
  error ? `<p id="form-error" class="error" role="alert">${html(error)}</p>` : '';

const describedBy = (error: string | undefined, hint: string) =>
  ` aria-describedby="${error ? 'form-error ' : ''}${hint}"`;

export interface PayPage {
  action: string;
  description: string;
  reference: string | null;
  amountSatang: number;
  cancelUrl: string | null;
  error?: string;
}

const summary = (page: PayPage) =>
  `<p>${html(page.description)}${page.reference ? ` (${html(page.reference)})` : ''}</p>
<p>ยอดชำระ · Amount: <strong>฿${amountOf(page.amountSatang)}</strong></p>`;

const backLink = (page: PayPage) =>
  page.cancelUrl
    ? `<p><a href="${html(page.cancelUrl)}">← กลับไปที่ร้านค้า · Back to the shop</a></p>`
    : '';

export function cardPage(page: PayPage): string {
  return standInPage(
    HEADING,
    `<h1>${HEADING}</h1>
<p>หน้านี้ทำหน้าที่แทนหน้าชำระเงินของ Stripe ระหว่างพัฒนาและทดสอบ ไม่มีการตัดเงินจริง ·
This page stands in for Stripe's hosted checkout in development and demos; no card is charged.</p>
${summary(page)}
${errorOf(page.error)}
<form method="post" action="${html(page.action)}">
<div class="field">
<label for="number">หมายเลขบัตร · Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${describedBy(page.error, 'number-hint')}>
<p id="number-hint" class="hint">บัตรทดสอบของ Stripe · Stripe's test cards: 4242 4242 4242 4242 ผ่าน · succeeds; 4000 0000 0000 0002 ถูกปฏิเสธ · declined; 4000 0000 0000 9995 ยอดเงินไม่พอ · insufficient funds; 4000 0000 0000 3220 ต้องยืนยันตัวตน 3-D Secure · requires 3-D Secure.</p>
</div>
<div class="field">
<label for="expiry">วันหมดอายุ (ดด/ปป) · Expiry (MM/YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" required maxlength="7" placeholder="12/34">
</div>
<div class="field">
<label for="cvc">รหัส CVC · CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" pattern="\\d{3,4}">
</div>
<div class="actions">
<button type="submit" class="allow">ชำระเงิน ฿${amountOf(page.amountSatang)} · Pay</button>
</div>
</form>
${backLink(page)}`,
  );
}

export function authenticationPage(page: PayPage): string {
  return standInPage(
    HEADING,
    `<h1>3-D Secure ทดสอบ · 3D Secure test page</h1>
${summary(page)}
<p>ธนาคารผู้ออกบัตรขอให้ยืนยันการชำระเงินนี้ เลือกผลที่ต้องการทดสอบ ·
The card's bank asks to authenticate this payment: choose how the test ends.</p>
<form method="post" action="${html(page.action)}">
<div class="actions">
<button type="submit" class="allow" name="decision" value="complete">ยืนยัน · Complete</button>
<button type="submit" class="cancel" name="decision" value="fail">ไม่ผ่าน · Fail</button>
</div>
</form>`,
  );
}

/** A session that is over (paid, expired) or unknown: nothing to pay here. */
export function closedPage(message: string, backUrl: string | null): string {
  return standInPage(
    HEADING,
    `<h1>${HEADING}</h1>
<p class="error" role="alert">${html(message)}</p>
${backUrl ? `<p><a href="${html(backUrl)}">กลับไปที่ร้านค้า · Back to the shop</a></p>` : ''}`,
  );
}
