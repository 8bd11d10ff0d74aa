import { Trans } from '@lingui/react/macro';
import type { Payment } from '../../../../machines/checkout/checkout-rules.ts';
import { Price } from '../../../ui/Price.tsx';

/** Panel 7's heading with the checkout's reference and the amount to pay. */
export function PaymentHeading({ payment }: { payment: Payment }) {
  return (
    <>
      <h2 className="checkout__panel-title">
        <span className="checkout__step-number" aria-hidden="true">
          7
        </span>{' '}
        <Trans>การชำระเงิน</Trans>
      </h2>
      <p>
        <Trans>
          เลขที่อ้างอิง {payment.referenceCode} · ยอดชำระ <Price amount={payment.amount} />
        </Trans>
      </p>
    </>
  );
}
