import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { ReturnStatus } from '../../../../machines/return-request/return-request-rules.ts';
import { RETURNS_PAGE_SIZE, returnsQuery } from '../../../api/queries/returns.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';
import { Price } from '../../../ui/Price.tsx';
import { Pager } from '../../../ui/pager/Pager.tsx';
import { pageCountOf } from '../../../ui/pager/page-window.ts';
import '../../../ui/card-list.css';
import '../../../ui/inline-list.css';
import '../../../ui/pill-tabs.css';
import './returns.css';

/** The profile menu of return requests: /user/profile/return-requests[/{status}]. */
const RETURNS_MENU = 'return-requests';
const STATUSES: ReturnStatus[] = ['waiting', 'in-progress', 'completed', 'refused'];

/** A tab of the menu names a status; anything else is no tab of it. */
const statusOfTab = (tab: string) => STATUSES.find((status) => status === tab);

/** Every request, then one link per status; the current one marked for assistive technology. */
function ReturnTabs({ current }: { current?: ReturnStatus }) {
  const { t } = useLingui();
  const names: Record<ReturnStatus, string> = {
    waiting: t`รอการตรวจสอบ`,
    'in-progress': t`กำลังดำเนินการ`,
    completed: t`คืนเงินเรียบร้อย`,
    refused: t`ไม่อนุมัติ`,
  };
  const currentOf = (status?: ReturnStatus) => (status === current ? 'page' : undefined);
  return (
    <nav aria-label={t`สถานะคำขอคืนสินค้า`}>
      <ul className="inline-list">
        <li>
          <Link
            to="/user/profile/$menu"
            params={{ menu: RETURNS_MENU }}
            aria-current={currentOf(undefined)}
            className="pill-tab"
          >
            <Trans>ทั้งหมด</Trans>
          </Link>
        </li>
        {STATUSES.map((status) => (
          <li key={status}>
            <Link
              to="/user/profile/$menu/$tab"
              params={{ menu: RETURNS_MENU, tab: status }}
              aria-current={currentOf(status)}
              className="pill-tab"
            >
              {names[status]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The router reads `?pageNo=2` as a number; anything else is the first page. */
const pageNoOf = (raw: unknown) =>
  typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw < 2 ** 31 ? raw : 1;

/**
 * /user/profile/return-requests: the shopper's return requests, newest first, 10 a page
 * (`?pageNo=`, read here so the menu route checks no search of its own), in all or, under a tab
 * (`/user/profile/return-requests/{status}`), in one status: each with its order, what it
 * returns, its refund and where it stands, and the way to follow it. A request is asked for from
 * a delivered order's page.
 */
export default function ReturnRequestsPage({ tab }: { tab?: string }) {
  const status = tab === undefined ? undefined : statusOfTab(tab);
  if (tab !== undefined && !status) return <NotFoundPage />;
  return <ReturnRequests status={status} />;
}

function ReturnRequests({ status }: { status?: ReturnStatus }) {
  const { t, i18n } = useLingui();
  const pageNo = pageNoOf((useSearch({ strict: false }) as { pageNo?: unknown }).pageNo);
  const title = t`คำขอคืนสินค้า`;
  useDocumentTitle(title);
  const requests = useQuery(returnsQuery(pageNo, status));
  const locale = i18n.locale as Locale;
  return (
    <section className="container narrow-page returns-page" aria-labelledby="returns-title">
      <h1 id="returns-title">{title}</h1>
      <p>
        <Trans>
          ขอคืนสินค้าได้ภายใน 7 วันหลังได้รับสินค้า ก่อนยืนยันการรับสินค้า จากหน้าคำสั่งซื้อใน{' '}
          <Link to="/user/profile/$menu" params={{ menu: 'my-order' }}>
            คำสั่งซื้อของฉัน
          </Link>{' '}
          การตรวจสอบใช้เวลา 3–7 วันทำการ
        </Trans>
      </p>
      <ReturnTabs current={status} />
      {requests.isPending && (
        <p role="status">
          <Trans>กำลังโหลดคำขอคืนสินค้า…</Trans>
        </p>
      )}
      {requests.isError && (
        <Alert kind="error">
          <Trans>โหลดคำขอคืนสินค้าไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
        </Alert>
      )}
      {requests.data?.count === 0 && (
        <p>{status ? <Trans>ไม่มีคำขอคืนสินค้าในสถานะนี้</Trans> : <Trans>ยังไม่มีคำขอคืนสินค้า</Trans>}</p>
      )}
      {requests.data && requests.data.count > 0 && (
        <>
          <ul className="card-list">
            {requests.data.dataList.map((request) => {
              const orderId = request.orderId;
              return (
                <li key={request.id} className="card return-card">
                  <h2 className="return-card__title">
                    <Link to="/product/return/{-$urlKey}" params={{ urlKey: String(orderId) }}>
                      <Trans>คำขอคืนสินค้าของคำสั่งซื้อ #{orderId}</Trans>
                    </Link>
                  </h2>
                  <p className="return-card__meta">
                    <span className={`return-status return-status--${request.status}`}>
                      {request.statusLabel}
                    </span>
                    <time dateTime={request.createdAt}>
                      {formatDate(request.createdAt, locale)}
                    </time>
                  </p>
                  <ul className="return-card__lines">
                    {request.lines.map((line) => (
                      <li key={line.lineId}>
                        {line.name} × {line.quantity}
                      </li>
                    ))}
                  </ul>
                  <p>
                    <Trans>ยอดเงินคืน</Trans> <Price amount={request.refund} />
                  </p>
                </li>
              );
            })}
          </ul>
          <Pager pageNo={pageNo} pageCount={pageCountOf(requests.data.count, RETURNS_PAGE_SIZE)} />
        </>
      )}
    </section>
  );
}
