import { useLingui } from '@lingui/react/macro';
import type { CardResult } from '../../../machines/payment/payment.machine.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { PaymentOfPage } from './PaymentPage.tsx';
import '../../ui/narrow-page.css';
import '../../ui/order/orders.css';

/** The gateway's word in the URL, when it is one we know; the payment itself decides the rest. */
export const cardResultOf = (status: string | undefined): CardResult | undefined =>
  status === 'cancel'
    ? 'cancel'
    : status === 'failed' || status === 'success'
      ? 'failed'
      : undefined;

const nothing = () => {};

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
  return (
    <section className="container narrow-page payment-page" aria-labelledby="payment-result-title">
      <h1 id="payment-result-title">{title}</h1>
      <PaymentOfPage
        cartId={props.cartId}
        afterCard={props.status === 'success'}
        cardResult={cardResultOf(props.status)}
        onChange={nothing}
      />
    </section>
  );
}
