// The stand-in gateway's pages: the card form and the 3-D Secure step (shared/stand-in-page.ts).
import { escapeHtml as html, standInPage } from '../shared/stand-in-page.ts';
import { STAND_IN_GATEWAY_PATH, TEST_3DS_CODE } from './card-gateway.ts';

const HEADING = 'ช่องทางชำระเงินจำลอง · stand-in payment gateway';

const amountOf = (satang: number) =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const errorOf = (error: string | undefined) =>
  error ? `<p id="form-error" class="error" role="alert">${html(error)}</p>` : '';

const describedBy = (error: string | undefined, hint: string) =>
  ` aria-describedby="${error ? 'form-error ' : ''}${hint}"`;

export interface CardPage {
  token: string;
  referenceCode: string;
  amountSatang: number;
  error?: string;
}

export function cardPage(view: CardPage): string {
  return standInPage(
    HEADING,
    `<h1>${HEADING}</h1>
<p>หน้านี้ทำหน้าที่แทนผู้ให้บริการรับชำระเงินระหว่างพัฒนาและทดสอบ ไม่มีการตัดเงินจริง ·
This page stands in for a card payment gateway in development and tests; no card is charged.</p>
<p>ยอดชำระ · Amount: <strong>฿${amountOf(view.amountSatang)}</strong> (${html(view.referenceCode)})</p>
${errorOf(view.error)}
<form method="post" action="${STAND_IN_GATEWAY_PATH}/pay">
<input type="hidden" name="session" value="${html(view.token)}">
<div class="field">
<label for="number">หมายเลขบัตร · Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${describedBy(view.error, 'number-hint')}>
<p id="number-hint" class="hint">บัตรทดสอบ · Test cards: 4242 4242 4242 4242 ผ่าน · approved; 4000 0000 0000 0002 ถูกปฏิเสธ · declined; 4000 0000 0000 3220 ต้องยืนยันตัวตน · 3-D Secure.</p>
</div>
<div class="field">
<label for="expiry">วันหมดอายุ (ดด/ปป) · Expiry (MM/YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" required maxlength="5" pattern="\\d{2}/\\d{2}" placeholder="12/30">
</div>
<div class="field">
<label for="cvc">รหัส CVC · CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" pattern="\\d{3,4}">
</div>
<div class="actions">
<button type="submit" class="allow" name="decision" value="pay">ชำระเงิน · Pay</button>
<button type="submit" class="cancel" name="decision" value="cancel" formnovalidate>ยกเลิก · Cancel</button>
</div>
</form>`,
  );
}

export function secureCodePage(view: CardPage): string {
  return standInPage(
    HEADING,
    `<h1>ยืนยันตัวตน 3-D Secure · 3-D Secure check</h1>
<p>ธนาคารผู้ออกบัตรขอรหัสยืนยันสำหรับยอด ฿${amountOf(view.amountSatang)} ·
The card's bank asks for a code for ฿${amountOf(view.amountSatang)}.</p>
${errorOf(view.error)}
<form method="post" action="${STAND_IN_GATEWAY_PATH}/3ds">
<input type="hidden" name="session" value="${html(view.token)}">
<div class="field">
<label for="code">รหัสยืนยัน · Code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6"${describedBy(view.error, 'code-hint')}>
<p id="code-hint" class="hint">รหัสทดสอบ · Test code: ${TEST_3DS_CODE}; รหัสอื่นจะถูกปฏิเสธ · any other is refused.</p>
</div>
<div class="actions">
<button type="submit" class="allow" name="decision" value="confirm">ยืนยัน · Confirm</button>
<button type="submit" class="cancel" name="decision" value="cancel" formnovalidate>ยกเลิก · Cancel</button>
</div>
</form>`,
  );
}

/** A session the stand-in does not know, or past its time. */
export const sessionGonePage = () =>
  standInPage(
    HEADING,
    `<h1>${HEADING}</h1>
<p class="error" role="alert">รายการชำระเงินนี้หมดเวลาหรือไม่ถูกต้อง กรุณาเริ่มชำระเงินใหม่จากร้านค้า ·
This payment session has expired or is not valid; start the payment again from the shop.</p>`,
  );
