import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { FIRST_TAB, MY_ORDERS_MENU } from '../../ui/order-tabs.ts';
import { PaymentOfPage } from './PaymentPage.tsx';
import '../../ui/narrow-page.css';
import '../../ui/order/orders.css';

/**
 * /payment/slip/{cartId}: paying a placed checkout by transfer or PromptPay (the QR, the slip)
 * or by card (the gateway's page), and what became of it: waiting for staff, refused (the
 * reason, the form again), paid, expired.
 */
export function PaymentSlipPage({ cartId }: { cartId?: string }) {
  const { t } = useLingui();
  const title = t({ message: 'ชำระเงิน', context: 'paying an order' });
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  return (
    <section className="container narrow-page payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {cartId ? (
        <PaymentOfPage cartId={cartId} onChange={focusHeading} />
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
