import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { affiliatePaymentMachine } from '../../flows/customer-payment.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { CustomerLink } from '../../ui/payment/CustomerLink.tsx';
import { CustomerOrderSummary } from './CustomerOrderSummary.tsx';
import { PaymentOfPage } from './PaymentPage.tsx';
import { cardResultOf } from './PaymentResultPage.tsx';
import '../../ui/narrow-page.css';
import '../../ui/order/orders.css';

/**
 * The affiliate following the checkout they placed for a customer: the link to send again,
 * its payment as the customer sees it (and paying it for them if need be), and what it holds.
 * /affiliate/{code}, /affiliate/{code}/{step}, /affiliate/payment/slip/{code} and, back from
 * the card provider, /affiliate/payment/result/{status}/{code}/{cartId}.
 */
export function AffiliateCustomerPage(props: { customerCode: string; status?: string }) {
  const { t } = useLingui();
  const title = t`คำสั่งซื้อของลูกค้า`;
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  return (
    <section className="container narrow-page payment-page" aria-labelledby="affiliate-order-title">
      <Link to="/affiliate/{-$referenceCode}" params={{ referenceCode: undefined }}>
        <Trans>คำสั่งซื้อของลูกค้าทั้งหมด</Trans>
      </Link>
      <h1 id="affiliate-order-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <CustomerLink customerCode={props.customerCode} />
      <PaymentOfPage
        cartId={props.customerCode}
        machine={affiliatePaymentMachine}
        afterCard={props.status === 'success'}
        cardResult={cardResultOf(props.status)}
        onChange={focusHeading}
      />
      <CustomerOrderSummary customerCode={props.customerCode} />
    </section>
  );
}
