import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { LiveOrder } from '../../../api/queries/live-feed.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Price } from '../../../ui/Price.tsx';

/**
 * A live order as its buyer sees it: the post, each line under its keyword with its quantity
 * and price at the post's price, the total, and where it stands (open until a day after the
 * post finished, with the way to pay it once the post has; placed, its payment's state; or
 * expired with its stock given back).
 */
export function LiveOrderView({ order }: { order: LiveOrder }) {
  const { t, i18n } = useLingui();
  const payBy = order.payBy && formatDate(order.payBy, i18n.locale as Locale, 'dateTime');
  return (
    <>
      <p>
        <Trans>
          จากไลฟ์ <strong>{order.postName}</strong> · ชื่อในความคิดเห็น {order.buyerName}
        </Trans>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls is reached by keyboard (WCAG 2.1.1) */}
      <section className="live-order__table" aria-label={t`รายการสินค้า`} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>คีย์เวิร์ด</Trans>
              </th>
              <th scope="col">
                <Trans>สินค้า</Trans>
              </th>
              <th scope="col">
                <Trans>จำนวน</Trans>
              </th>
              <th scope="col">
                <Trans>ราคา</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              // A line per ordering comment: the same keyword may come twice.
              <tr key={line.id}>
                <td>{line.keyword}</td>
                <td>
                  <Link to="/product/$urlKey" params={{ urlKey: line.urlKey }}>
                    {line.name}
                  </Link>
                </td>
                <td>{line.quantity}</td>
                <td>
                  <Price amount={line.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>
        <Trans>
          รวม <Price amount={order.total} />
        </Trans>
      </p>
      {order.status === 'expired' ? (
        <p role="status">
          <Trans>คำสั่งซื้อนี้หมดอายุแล้วเพราะไม่ได้ชำระเงินตามเวลา สินค้าถูกคืนเข้าสต็อก</Trans>
        </p>
      ) : order.payment ? (
        <LivePaymentStatus orderId={order.id} payment={order.payment} />
      ) : payBy ? (
        <>
          <p>
            <Trans>ชำระเงินภายใน {payBy}</Trans>
          </p>
          {order.checkoutId && (
            <p>
              <PayLink orderId={order.id}>
                <Trans>ชำระเงินคำสั่งซื้อนี้</Trans>
              </PayLink>
            </p>
          )}
        </>
      ) : (
        <p>
          <Trans>ไลฟ์ยังไม่จบ ความคิดเห็นที่สั่งซื้อเพิ่มจะรวมอยู่ในคำสั่งซื้อนี้</Trans>
        </p>
      )}
    </>
  );
}

/** The checkout of the order: placing it, or paying it once placed. */
function PayLink({ orderId, children }: { orderId: number; children: ReactNode }) {
  return (
    <Link to="/live/transaction/checkout" search={{ orderId }} className="button">
      {children}
    </Link>
  );
}

/** Where the checkout the order was placed in stands, and the way on to it. */
function LivePaymentStatus({
  orderId,
  payment,
}: {
  orderId: number;
  payment: NonNullable<LiveOrder['payment']>;
}) {
  const reference = payment.referenceCode;
  if (payment.status === 'paid' || payment.status === 'cash-on-delivery')
    return (
      <p role="status">
        <Trans>
          สั่งซื้อแล้ว เลขอ้างอิง {reference}{' '}
          <Link to="/user/profile/$menu" params={{ menu: 'my-order' }}>
            ดูในคำสั่งซื้อของฉัน
          </Link>
        </Trans>
      </p>
    );
  return (
    <>
      <p role="status">
        {payment.status === 'waiting-confirmation' ? (
          <Trans>ส่งสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบ เลขอ้างอิง {reference}</Trans>
        ) : payment.status === 'expired' ? (
          <Trans>หมดเวลาชำระเงินของรายการนี้ คำสั่งซื้อจะเปิดให้ชำระอีกครั้งในไม่ช้า</Trans>
        ) : (
          <Trans>สั่งซื้อแล้ว รอชำระเงิน เลขอ้างอิง {reference}</Trans>
        )}
      </p>
      {payment.status !== 'expired' && (
        <p>
          <PayLink orderId={orderId}>
            <Trans>ไปที่การชำระเงิน</Trans>
          </PayLink>
        </p>
      )}
    </>
  );
}
