import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef } from 'react';
import { customerPaymentMachine } from '../../flows/customer-payment.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { OrderLinksShown } from '../../ui/payment/payment-actor.ts';
import { CustomerOrderSummary } from './CustomerOrderSummary.tsx';
import { PaymentOfPage } from './PaymentPage.tsx';
import { cardResultOf } from './PaymentResultPage.tsx';
import '../../ui/narrow-page.css';
import '../../ui/order/orders.css';

/**
 * An affiliate's customer paying by the link they were sent, in customer mode (no header,
 * footer or bottom menu): /customer/{code}, /customer/{code}/{step}, the slip page
 * /customer/payment/slip/{code} and, back from the card provider,
 * /customer/payment/result/{status}/{code}/{cartId}. No account is needed: the code is the key.
 */
export function CustomerPaymentPage(props: { customerCode: string; status?: string }) {
  const { t } = useLingui();
  const title = t`ชำระเงินค่าสินค้า`;
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  return (
    <section className="container narrow-page payment-page" aria-labelledby="customer-title">
      <h1 id="customer-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <OrderLinksShown value={false}>
        <PaymentOfPage
          cartId={props.customerCode}
          machine={customerPaymentMachine}
          afterCard={props.status === 'success'}
          cardResult={cardResultOf(props.status)}
          onChange={focusHeading}
        />
      </OrderLinksShown>
      <CustomerOrderSummary customerCode={props.customerCode} />
    </section>
  );
}
