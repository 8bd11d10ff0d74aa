import { Trans, useLingui } from '@lingui/react/macro';
import type { ReturnRequestEvent } from '../../../../machines/return-request/return-request.machine.ts';
import type { ReturnRequest } from '../../../api/queries/returns.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Price } from '../../../ui/Price.tsx';

/**
 * Where a sent request stands: waiting for staff's review (3 to 7 business days), in progress
 * (the goods on their way back), completed with its refund, or refused with the reason. It is
 * read again by the machine while it is open; the button reads it at once. A request found
 * already there when this one was sent is said so.
 */
export function ReturnFollow({
  request,
  reading,
  failed,
  open,
  alreadyAsked,
  send,
}: {
  request: ReturnRequest | null;
  reading: boolean;
  failed: boolean;
  open: boolean;
  /** The server's words when sending found the order's request already there. */
  alreadyAsked: string | null;
  send: (event: ReturnRequestEvent) => void;
}) {
  const { i18n } = useLingui();
  if (!request)
    return failed ? (
      <Alert kind="error">
        <Trans>โหลดคำขอคืนสินค้าไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>{' '}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => send({ type: 'return.retry' })}
        >
          <Trans>ลองใหม่</Trans>
        </button>
      </Alert>
    ) : (
      <p role="status">
        <Trans>กำลังโหลดคำขอคืนสินค้า…</Trans>
      </p>
    );
  const refund = request.refund;
  const created = formatDate(request.createdAt, i18n.locale as Locale, 'dateTime');
  return (
    <section className="return-follow" aria-labelledby="return-follow-title">
      {alreadyAsked && <Alert kind="warning">{alreadyAsked}</Alert>}
      <h2 id="return-follow-title">
        <Trans>สถานะคำขอ</Trans>{' '}
        <span className={`return-status return-status--${request.status}`}>
          {request.statusLabel}
        </span>
      </h2>
      <p role="status">
        {request.status === 'waiting' && <Trans>เจ้าหน้าที่จะตรวจสอบคำขอภายใน 3–7 วันทำการ</Trans>}
        {request.status === 'in-progress' && (
          <Trans>อนุมัติแล้ว กรุณาส่งสินค้าคืน เงินจะคืนเมื่อร้านได้รับสินค้า</Trans>
        )}
        {request.status === 'completed' && (
          <Trans>
            คืนเงินแล้ว <Price amount={refund} />
          </Trans>
        )}
        {request.status === 'refused' && <Trans>ไม่อนุมัติคำขอ: {request.refusalReason}</Trans>}
      </p>
      <dl className="return-summary__facts">
        <dt>
          <Trans>ส่งคำขอเมื่อ</Trans>
        </dt>
        <dd>{created}</dd>
        <dt>
          <Trans>สินค้าที่คืน</Trans>
        </dt>
        <dd>
          <ul>
            {request.lines.map((line) => (
              <li key={line.lineId}>
                {line.name} × {line.quantity} <Price amount={line.refund} />
              </li>
            ))}
          </ul>
        </dd>
        <dt>
          <Trans>เหตุผล</Trans>
        </dt>
        <dd>{request.reasonLabel}</dd>
        <dt>
          <Trans>ยอดเงินคืน</Trans>
        </dt>
        <dd>
          <Price amount={refund} />
        </dd>
      </dl>
      {open && (
        <button
          type="button"
          className="button button--ghost"
          disabled={reading}
          onClick={() => send({ type: 'return.refresh' })}
        >
          {reading ? <Trans>กำลังโหลด…</Trans> : <Trans>ดูสถานะล่าสุด</Trans>}
        </button>
      )}
    </section>
  );
}
