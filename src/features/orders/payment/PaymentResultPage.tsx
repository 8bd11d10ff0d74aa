import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { paymentAfterCardQuery, paymentQuery } from '../../../api/queries/orders.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { type CardResult, PaymentOutcome } from './PaymentOutcome.tsx';
import { PaymentState } from './PaymentState.tsx';
import '../../../ui/narrow-page.css';
import '../orders.css';

/** The gateway's word in the URL, when it is one we know; the payment itself decides the rest. */
const cardResultOf = (status: string | undefined): CardResult | undefined =>
  status === 'cancel'
    ? 'cancel'
    : status === 'failed' || status === 'success'
      ? 'failed'
      : undefined;

/**
 * /payment/result/{status}/{referenceCode}/{cartId}, where the card provider sends the shopper
 * back. The server's payment wins over the URL: paid shows thanks whatever the URL says; one
 * still waiting for its card offers to pay again. Back with `success`, the server asks the
 * provider how it ended before answering.
 */
export function PaymentResultPage(props: { cartId: string; status?: string }) {
  const { t } = useLingui();
  const title = t`ผลการชำระเงิน`;
  useDocumentTitle(title);
  const payment = useQuery(
    props.status === 'success' ? paymentAfterCardQuery(props.cartId) : paymentQuery(props.cartId),
  );
  return (
    <section className="container narrow-page payment-page" aria-labelledby="payment-result-title">
      <h1 id="payment-result-title">{title}</h1>
      <PaymentState query={payment}>
        {(current) => (
          <PaymentOutcome
            payment={current}
            cardResult={cardResultOf(props.status)}
            onRefresh={() => void payment.refetch()}
            refreshing={payment.isFetching}
          />
        )}
      </PaymentState>
    </section>
  );
}
