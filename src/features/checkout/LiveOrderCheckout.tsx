import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type LiveOrder, liveOrderQuery } from '../../api/queries/live-feed.ts';
import { useSessionUser } from '../../session/SessionContext.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Checkout } from './Checkout.tsx';

/**
 * /live/transaction/checkout?orderId=: the signed-in member's live order paid through the
 * checkout, its lines at the post's prices. It is checked out by its checkout id while it may
 * be (its post finished, its time to pay not over); once placed, the same page pays its payment
 * as a repayment does, whatever the step. Anything else says why not, with the way back.
 */
export function LiveOrderCheckout({ orderId }: { orderId: number | undefined }) {
  const { t } = useLingui();
  useDocumentTitle(t`ชำระเงินคำสั่งซื้อจากไลฟ์`);
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const order = useQuery({
    ...liveOrderQuery(orderId ?? 0, undefined, user?.telephone ?? null),
    enabled: orderId !== undefined && user !== null,
    // A payment that ran out gives the order back open (the server's sweep, within 30 s).
    refetchInterval: (query) => (query.state.data?.payment?.status === 'expired' ? 10_000 : false),
  });
  const why = useNotPayableWhy(order.data);
  if (orderId === undefined) return <NotPayable why={t`ไม่ได้ระบุคำสั่งซื้อจากไลฟ์ที่จะชำระ`} />;
  if (order.isPending)
    return (
      <p className="container" role="status">
        <Trans>กำลังโหลดคำสั่งซื้อจากไลฟ์…</Trans>
      </p>
    );
  if (order.isError) return <NotPayable why={t`ไม่พบคำสั่งซื้อนี้ในคำสั่งซื้อจากไลฟ์ของคุณ`} />;
  const cartId = order.data.checkoutId ?? order.data.payment?.cartId;
  if (!cartId) return <NotPayable why={why} orderId={orderId} />;
  return (
    <Checkout
      // Placed, the order's payment has the same id: the page goes on paying it.
      key={cartId}
      cartId={cartId}
      repay={order.data.checkoutId === null}
      onPlaced={() => {
        void queryClient.invalidateQueries({ queryKey: ['live-order'] });
        void queryClient.invalidateQueries({ queryKey: ['live-orders'] });
      }}
    />
  );
}

/** Why the order cannot be checked out, in the shopper's words. */
function useNotPayableWhy(order: LiveOrder | undefined): string {
  const { t } = useLingui();
  if (order?.status === 'expired') return t`คำสั่งซื้อนี้หมดอายุแล้วเพราะไม่ได้ชำระเงินตามเวลา`;
  if (order?.payBy === null) return t`ไลฟ์ยังไม่จบ ชำระเงินได้เมื่อไลฟ์จบแล้ว`;
  return t`คำสั่งซื้อนี้ไม่ใช่ของบัญชีคุณ`;
}

function NotPayable({ why, orderId }: { why: string; orderId?: number }) {
  return (
    <section className="container checkout">
      <h1>
        <Trans>ชำระเงินคำสั่งซื้อจากไลฟ์</Trans>
      </h1>
      <p role="status">{why}</p>
      <p>
        <Link
          to="/live/transaction/{-$transactionId}"
          params={{ transactionId: orderId === undefined ? undefined : String(orderId) }}
        >
          {orderId === undefined ? (
            <Trans>คำสั่งซื้อจากไลฟ์ทั้งหมดของคุณ</Trans>
          ) : (
            <Trans>กลับไปที่คำสั่งซื้อ</Trans>
          )}
        </Link>
      </p>
    </section>
  );
}
