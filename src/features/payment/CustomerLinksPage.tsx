import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../api/api-error.ts';
import {
  CUSTOMER_LINKS_PAGE_SIZE,
  type CustomerLink,
  customerLinksQuery,
} from '../../api/queries/customer-links.ts';
import type { Payment } from '../../api/queries/orders.ts';
import { formatDate } from '../../format/date.ts';
import type { Locale } from '../../i18n/locales.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Price } from '../../ui/Price.tsx';
import { Pager } from '../../ui/pager/Pager.tsx';
import { pageCountOf } from '../../ui/pager/page-window.ts';
import '../../ui/card-list.css';
import '../../ui/narrow-page.css';
import '../../ui/order/orders.css';

function usePaymentStatusLabel() {
  const { t } = useLingui();
  const labels: Record<Payment['status'], string> = {
    'waiting-payment': t`รอชำระเงิน`,
    'waiting-confirmation': t`รอตรวจสอบการชำระเงิน`,
    paid: t`ชำระเงินแล้ว`,
    'cash-on-delivery': t`เก็บเงินปลายทาง`,
    expired: t`หมดอายุ`,
  };
  return (status: Payment['status']) => labels[status];
}

/**
 * /affiliate: the checkouts the affiliate placed for customers, newest first, each with whom it
 * goes to, where its payment stands, and the way to follow it. A member who is not a verified
 * affiliate is told how to become one.
 */
export function CustomerLinksPage({ pageNo }: { pageNo: number }) {
  const { t } = useLingui();
  const title = t`คำสั่งซื้อของลูกค้า`;
  useDocumentTitle(title);
  const links = useQuery(customerLinksQuery(pageNo));
  const notAffiliate = isApiError(links.error) && links.error.status === 403;
  return (
    <section className="container narrow-page" aria-labelledby="customer-links-title">
      <h1 id="customer-links-title">{title}</h1>
      {links.isPending && (
        <p role="status">
          <Trans>กำลังโหลดคำสั่งซื้อ…</Trans>
        </p>
      )}
      {notAffiliate && (
        <Alert kind="warning">
          <Trans>
            หน้านี้สำหรับนักขายพันธมิตร{' '}
            <Link to="/user/profile/$menu" params={{ menu: 'affiliate' }}>
              สมัครเป็นนักขายพันธมิตร
            </Link>
          </Trans>
        </Alert>
      )}
      {links.isError && !notAffiliate && (
        <Alert kind="error">
          <Trans>โหลดคำสั่งซื้อไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
        </Alert>
      )}
      {links.data?.dataList.length === 0 && (
        <p>
          <Trans>
            ยังไม่มีคำสั่งซื้อสำหรับลูกค้า เลือก "ลูกค้าของฉันเป็นผู้ชำระเงิน" ในขั้นตอนตรวจสอบคำสั่งซื้อ แล้วส่งลิงก์ให้ลูกค้า
          </Trans>
        </p>
      )}
      {links.data && links.data.dataList.length > 0 && (
        <ul className="card-list">
          {links.data.dataList.map((link) => (
            <li key={link.payment.referenceCode}>
              <CustomerLinkCard link={link} />
            </li>
          ))}
        </ul>
      )}
      {links.data && (
        <Pager
          pageNo={pageNo}
          pageCount={pageCountOf(links.data.count, CUSTOMER_LINKS_PAGE_SIZE)}
        />
      )}
    </section>
  );
}

function CustomerLinkCard({ link }: { link: CustomerLink }) {
  const { i18n } = useLingui();
  const statusLabel = usePaymentStatusLabel();
  const { payment } = link;
  return (
    <article className="card order-card" aria-labelledby={`link-${payment.referenceCode}`}>
      {/* The reference tells apart two checkouts for customers of one name. */}
      <h2 id={`link-${payment.referenceCode}`}>
        <Link to="/affiliate/{-$referenceCode}" params={{ referenceCode: payment.customerCode }}>
          {link.recipient} · {payment.referenceCode}
        </Link>
      </h2>
      <p className="order-card__meta">
        <time dateTime={payment.createdAt}>
          {formatDate(payment.createdAt, i18n.locale as Locale, 'dateTime')}
        </time>
      </p>
      <p>
        <span className="order-status">{statusLabel(payment.status)}</span> ·{' '}
        <Price amount={payment.amount} />
      </p>
    </article>
  );
}
