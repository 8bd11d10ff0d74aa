import { Trans } from '@lingui/react/macro';
import type { Payment } from '../../api/queries/orders.ts';
import { Price } from '../Price.tsx';

/** The checkout's reference, amount and way of paying, as staff and the slip quote them. */
export function PaymentSummary({ payment }: { payment: Payment }) {
  return (
    <dl className="payment-summary">
      <div>
        <dt>
          <Trans>เลขที่อ้างอิง</Trans>
        </dt>
        <dd>{payment.referenceCode}</dd>
      </div>
      <div>
        <dt>
          <Trans>ยอดชำระ</Trans>
        </dt>
        <dd>
          <Price amount={payment.amount} className="payment-summary__amount" />
        </dd>
      </div>
      <div>
        <dt>
          <Trans context="the channel one payment is made by">ช่องทางการชำระเงิน</Trans>
        </dt>
        <dd>{payment.channel.name}</dd>
      </div>
    </dl>
  );
}
