import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  LIVE_FEED_PAGE_SIZE,
  liveOrderQuery,
  myLiveOrdersQuery,
} from '../../../api/queries/live-feed.ts';
import { useSessionUser } from '../../../session/SessionContext.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { NewerOlder } from '../../../ui/live/NewerOlder.tsx';
import { Price } from '../../../ui/Price.tsx';
import { LiveOrderView } from './LiveOrderView.tsx';
import { AskToLogIn, Loading } from './page-status.tsx';
import '../catalogue-page.css';
import './live-pages.css';

/**
 * /live/transaction/{transactionId?}: the member's live orders (those they took by their
 * link), newest first, or one of them, with the way to pay it (/live/transaction/checkout).
 */
export function LiveTransactionsPage({ id }: { id: number | undefined }) {
  const { t } = useLingui();
  const user = useSessionUser();
  useDocumentTitle(t`คำสั่งซื้อจากไลฟ์ของคุณ`);
  return (
    <div className="catalogue-page container">
      <h1 className="catalogue-page__title">
        <Trans>คำสั่งซื้อจากไลฟ์ของคุณ</Trans>
      </h1>
      {user ? (
        id === undefined ? (
          <MyLiveOrders member={user.telephone} />
        ) : (
          <MyLiveOrder id={id} member={user.telephone} />
        )
      ) : (
        <AskToLogIn>
          <Trans>เข้าสู่ระบบเพื่อดูคำสั่งซื้อจากไลฟ์ของคุณ</Trans>
        </AskToLogIn>
      )}
    </div>
  );
}

function MyLiveOrders({ member }: { member: string }) {
  const [pageNo, setPageNo] = useState(1);
  const orders = useQuery({
    ...myLiveOrdersQuery(pageNo, member),
    placeholderData: (kept) => kept,
  });
  if (orders.isPending) return <Loading />;
  if (orders.isError)
    return (
      <p role="alert">
        <Trans>โหลดคำสั่งซื้อไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
      </p>
    );
  if (orders.data.dataList.length === 0)
    return (
      <p>
        <Trans>ยังไม่มีคำสั่งซื้อจากไลฟ์ เปิดลิงก์ในข้อความตอบกลับของเพจเพื่อรับคำสั่งซื้อของคุณ</Trans>
      </p>
    );
  const pageCount = Math.ceil(orders.data.count / LIVE_FEED_PAGE_SIZE);
  return (
    <>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics without bullets */}
      <ul className="live-list" role="list">
        {orders.data.dataList.map((order) => (
          <li key={order.id} className="live-card">
            <div className="live-card__body">
              <h2 className="live-card__name">
                <Link
                  to="/live/transaction/{-$transactionId}"
                  params={{ transactionId: String(order.id) }}
                  className="live-card__link"
                >
                  {order.postName}
                </Link>
              </h2>
              <p className="live-card__meta">
                <Price amount={order.total} /> ·{' '}
                {order.status === 'expired' ? (
                  <Trans>หมดอายุแล้ว</Trans>
                ) : order.status === 'checked-out' ? (
                  <Trans>สั่งซื้อแล้ว</Trans>
                ) : (
                  <Trans>รอชำระเงิน</Trans>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <NewerOlder pageNo={pageNo} pageCount={pageCount} onPage={setPageNo} />
    </>
  );
}

function MyLiveOrder({ id, member }: { id: number; member: string }) {
  const order = useQuery(liveOrderQuery(id, undefined, member));
  if (order.isPending) return <Loading />;
  if (order.isError)
    return (
      <p role="alert">
        <Trans>ไม่พบคำสั่งซื้อนี้ในคำสั่งซื้อจากไลฟ์ของคุณ</Trans>
      </p>
    );
  return (
    <>
      <LiveOrderView order={order.data} />
      <p>
        <Link to="/live/transaction/{-$transactionId}" params={{ transactionId: undefined }}>
          <Trans>คำสั่งซื้อจากไลฟ์ทั้งหมดของคุณ</Trans>
        </Link>
      </p>
    </>
  );
}
