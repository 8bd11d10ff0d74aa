import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { ORDERS_KEY, type Order, orderQuery } from '../../../api/queries/orders.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { OrderLines } from '../../../ui/order/OrderLines.tsx';
import { OrderTotals } from '../../../ui/order/OrderTotals.tsx';
import { MY_ORDERS_MENU, STATUS_TABS } from '../../../ui/order-tabs.ts';
import { useFailureText } from '../failure-text.ts';
import { confirmReceipt } from '../order-writes.ts';
import { PayByCardButton } from '../PayByCardButton.tsx';
import { usePaymentKindLabel } from '../payment-kind.ts';
import { ConfirmReceiptDialog } from './ConfirmReceiptDialog.tsx';
import '../../../ui/narrow-page.css';

/** /user/profile/my-order/{orderId}: one order in full, with what the shopper can do next. */
export function OrderPage({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const title = t`คำสั่งซื้อ #${orderId}`;
  useDocumentTitle(title);
  const order = useQuery(orderQuery(orderId));
  return (
    <section className="container narrow-page order-page" aria-labelledby="order-title">
      <Link
        to="/user/profile/$menu/$tab"
        params={{ menu: MY_ORDERS_MENU, tab: STATUS_TABS[order.data?.statusId ?? 1] }}
      >
        <Trans>กลับไปที่คำสั่งซื้อของฉัน</Trans>
      </Link>
      <h1 id="order-title">{title}</h1>
      {order.isPending && (
        <p role="status">
          <Trans>กำลังโหลดคำสั่งซื้อ…</Trans>
        </p>
      )}
      {order.isError && (
        <Alert kind="error">
          {isApiError(order.error) && order.error.status === 404 ? (
            <Trans>ไม่พบคำสั่งซื้อนี้</Trans>
          ) : (
            <Trans>โหลดคำสั่งซื้อไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
          )}
        </Alert>
      )}
      {order.data && <OrderDetail order={order.data} />}
    </section>
  );
}

/** A delivered order's line: a link to review it, or to the review written (not a free gift). */
const reviewLinkOf = (order: Order) => (line: Order['products'][number]) => {
  if (line.isFreeProduct === 1) return null;
  if (line.reviewId !== null)
    return (
      <Link
        to="/user/profile/$menu/$orderId/$productId"
        params={{
          menu: MY_ORDERS_MENU,
          orderId: String(order.id),
          productId: String(line.productId),
        }}
      >
        <Trans>ดูรีวิวของคุณ</Trans>
      </Link>
    );
  return (
    <Link
      to="/product/review/{-$urlKey}"
      params={{ urlKey: line.urlKey }}
      search={{ orderId: order.id }}
      className="button button--ghost"
    >
      <Trans>เขียนรีวิว</Trans>
    </Link>
  );
};

function OrderDetail({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const kindLabel = usePaymentKindLabel();
  return (
    <>
      <dl className="order-facts">
        <div>
          <dt>
            <Trans>สถานะ</Trans>
          </dt>
          <dd className="order-status">{order.status}</dd>
        </div>
        <div>
          <dt>
            <Trans>เลขที่อ้างอิง</Trans>
          </dt>
          <dd>{order.referenceCode}</dd>
        </div>
        <div>
          <dt>
            <Trans>วันที่สั่งซื้อ</Trans>
          </dt>
          <dd>{formatDate(order.createdAt, i18n.locale as Locale, 'dateTime')}</dd>
        </div>
        <div>
          <dt>
            <Trans context="the one store of an order">ร้านค้า</Trans>
          </dt>
          <dd>
            <Link to="/store/$urlKey" params={{ urlKey: order.seller.urlKey }}>
              {order.seller.name}
            </Link>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>การชำระเงิน</Trans>
          </dt>
          <dd>{kindLabel(order.paymentKind)}</dd>
        </div>
      </dl>
      <OrderActions order={order} />
      <section aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">
          <Trans>สินค้า</Trans>
        </h2>
        <OrderLines
          order={order}
          lineAction={order.deliveredAt ? reviewLinkOf(order) : undefined}
        />
      </section>
      <section aria-labelledby="order-shipping-title">
        <h2 id="order-shipping-title">
          <Trans>การจัดส่ง</Trans>
        </h2>
        <p>
          <Trans>
            {order.shipping.name} (ภายใน {order.shipping.days} วัน)
          </Trans>
        </p>
        <address className="order-address">
          {order.shipTo.name}
          <br />
          {order.shipTo.telephone}
          <br />
          {order.shipTo.address}
        </address>
      </section>
      <section aria-labelledby="order-totals-title">
        <h2 id="order-totals-title">
          <Trans>สรุปยอด</Trans>
        </h2>
        <OrderTotals order={order} />
      </section>
    </>
  );
}

/**
 * Paying an order that waits for it, confirming receipt of a shipped one, and asking to return
 * a delivered one (or following the request asked for).
 */
function OrderActions({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const confirm = useMutation({
    mutationFn: () => confirmReceipt(order.id),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQuery(order.id).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      setAsking(false);
      setNotice(true);
      // The pressed button is gone: the status it changed takes the focus.
      statusRef.current?.focus();
    },
  });
  const waitingForPayment = order.statusId === 1;
  const returning = order.canReturn || order.returnRequest !== null;
  if (!waitingForPayment && !order.canConfirmReceipt && !returning && !notice) return null;
  return (
    <div className="order-actions" ref={statusRef} tabIndex={-1}>
      {notice && (
        <Alert kind="success">
          <Trans>ยืนยันการรับสินค้าแล้ว คำสั่งซื้อสำเร็จ</Trans>
        </Alert>
      )}
      {waitingForPayment &&
        (order.paymentKind === 'card' ? (
          <PayByCardButton cartId={order.cartId}>
            <Trans>ชำระเงินด้วยบัตร</Trans>
          </PayByCardButton>
        ) : (
          <Link to="/payment/slip/{-$cartId}" params={{ cartId: order.cartId }} className="button">
            <Trans context="paying an order">ชำระเงิน</Trans>
          </Link>
        ))}
      {order.canConfirmReceipt && (
        <button type="button" className="button" onClick={() => setAsking(true)}>
          <Trans>ยืนยันการรับสินค้า</Trans>
        </button>
      )}
      {returning && (
        <Link
          to="/product/return/{-$urlKey}"
          params={{ urlKey: String(order.id) }}
          className="button button--ghost"
        >
          {order.returnRequest ? <Trans>ติดตามคำขอคืนสินค้า</Trans> : <Trans>ขอคืนสินค้า/คืนเงิน</Trans>}
        </Link>
      )}
      {asking && (
        <ConfirmReceiptDialog
          orderId={order.id}
          busy={confirm.isPending}
          error={confirm.isError ? failureText(confirm.error) : null}
          onConfirm={() => confirm.mutate()}
          onClose={() => {
            confirm.reset();
            setAsking(false);
          }}
        />
      )}
    </div>
  );
}
