import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { linkPaymentMachine } from '../../flows/customer-payment.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { CustomerLink } from '../../ui/payment/CustomerLink.tsx';
import { OrderLinksShown } from '../../ui/payment/payment-actor.ts';
import { CustomerOrderSummary } from './CustomerOrderSummary.tsx';
import { PaymentOfPage } from './PaymentPage.tsx';
import { cardResultOf } from './PaymentResultPage.tsx';
import '../../ui/narrow-page.css';
import '../../ui/order/orders.css';

/**
 * A checkout an affiliate placed for a customer, paid by its link: what it holds and its
 * payment, through the `payment` machine over the link's calls.
 *
 * - The customer (`/customer/{code}`, `/customer/{code}/{step}`, `/customer/payment/slip/{code}`,
 *   and back from the card provider `/customer/payment/result/{status}/{code}/{cartId}`), in
 *   customer mode with no account: no links to orders they do not have.
 * - The affiliate following it (the `/affiliate/…` variants): the link to send again, and the
 *   payment as the customer sees it, which they may pay for them.
 */
export function LinkPaymentPage(props: {
  customerCode: string;
  payer: 'customer' | 'affiliate';
  status?: string;
}) {
  const { t } = useLingui();
  const customer = props.payer === 'customer';
  const title = customer ? t`ชำระเงินค่าสินค้า` : t`คำสั่งซื้อของลูกค้า`;
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  return (
    <section className="container narrow-page payment-page" aria-labelledby="link-payment-title">
      {!customer && (
        <Link to="/affiliate/{-$referenceCode}" params={{ referenceCode: undefined }}>
          <Trans>คำสั่งซื้อของลูกค้าทั้งหมด</Trans>
        </Link>
      )}
      <h1 id="link-payment-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {!customer && <CustomerLink customerCode={props.customerCode} />}
      <OrderLinksShown value={!customer}>
        <PaymentOfPage
          cartId={props.customerCode}
          machine={linkPaymentMachine}
          afterCard={props.status === 'success'}
          cardResult={cardResultOf(props.status)}
          onChange={focusHeading}
        />
      </OrderLinksShown>
      <CustomerOrderSummary customerCode={props.customerCode} />
    </section>
  );
}
