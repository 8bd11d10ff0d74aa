import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ChoiceInput } from '../../../ui/ChoiceInput.tsx';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';

/**
 * A verified affiliate's choice on the review: the order is placed for a customer of theirs
 * (shipped to the address chosen on panel 1), who pays it by a link the affiliate sends; the
 * orders earn the affiliate's cashback.
 */
export function ForCustomerChoice() {
  const actor = useCheckoutActor();
  const forCustomer = useCheckout((s) => s.context.forCustomer);
  const hintId = useId();
  return (
    <div className="checkout-for-customer">
      <label>
        <ChoiceInput
          type="checkbox"
          checked={forCustomer}
          aria-describedby={hintId}
          onChange={() =>
            actor.send({ type: 'checkout.forCustomer.set', forCustomer: !forCustomer })
          }
        />{' '}
        <Trans>ลูกค้าของฉันเป็นผู้ชำระเงิน (ส่งลิงก์ชำระเงินให้ลูกค้า)</Trans>
      </label>
      <p id={hintId} className="checkout-for-customer__hint">
        <Trans>
          สำหรับนักขายพันธมิตร: สั่งซื้อแทนลูกค้าโดยจัดส่งไปยังที่อยู่ที่เลือกไว้ แล้วส่งลิงก์ให้ลูกค้าชำระเงินเอง
          คุณได้รับเงินคืนจากคำสั่งซื้อนี้
        </Trans>
      </p>
    </div>
  );
}
