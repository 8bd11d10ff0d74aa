import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { paymentViewOf } from '../../../../machines/checkout/checkout-rules.ts';
import { ORDERS_KEY, type Payment, paymentQuery } from '../../../api/queries/orders.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { FIRST_TAB, MY_ORDERS_MENU } from '../status-tabs.ts';
import { PaymentOutcome } from './PaymentOutcome.tsx';
import { PaymentState } from './PaymentState.tsx';
import { TransferPayment } from './TransferPayment.tsx';
import '../../../ui/narrow-page.css';
import '../orders.css';

/** Staff confirm a slip by hand: while one waits, the page asks now and then. */
const CONFIRMING_POLL_MS = 15_000;

/**
 * /payment/slip/{cartId}: paying a placed checkout by transfer or PromptPay (the QR, the slip),
 * and what became of it: waiting for staff, refused (the reason, the form again), paid, expired.
 */
export function PaymentSlipPage({ cartId }: { cartId?: string }) {
  const { t } = useLingui();
  const title = t({ message: 'ชำระเงิน', context: 'paying an order' });
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="container narrow-page payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {cartId ? (
        <SlipPayment cartId={cartId} onChange={() => heading.current?.focus()} />
      ) : (
        <>
          <p>
            <Trans>ไม่พบรายการที่ต้องชำระ เลือกคำสั่งซื้อที่รอชำระเงินจากคำสั่งซื้อของฉัน</Trans>
          </p>
          <Link to="/user/profile/$menu/$tab" params={{ menu: MY_ORDERS_MENU, tab: FIRST_TAB }}>
            <Trans>คำสั่งซื้อของฉัน</Trans>
          </Link>
        </>
      )}
    </section>
  );
}

function SlipPayment({ cartId, onChange }: { cartId: string; onChange: () => void }) {
  const queryClient = useQueryClient();
  const payment = useQuery({
    ...paymentQuery(cartId),
    refetchInterval: ({ state }) =>
      state.data?.status === 'waiting-confirmation' ? CONFIRMING_POLL_MS : false,
  });
  const refresh = useCallback(() => void payment.refetch(), [payment.refetch]);
  return (
    <PaymentState query={payment}>
      {(current) =>
        paymentViewOf(current) === 'transfer' ? (
          <TransferPayment
            payment={current}
            onExpired={refresh}
            onSent={(sent: Payment) => {
              queryClient.setQueryData(paymentQuery(cartId).queryKey, sent);
              void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
              onChange();
            }}
          />
        ) : (
          <PaymentOutcome payment={current} onRefresh={refresh} refreshing={payment.isFetching} />
        )
      }
    </PaymentState>
  );
}
