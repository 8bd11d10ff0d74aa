import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type {
  ReturnRequestContext,
  ReturnRequestEvent,
} from '../../../../machines/return-request/return-request.machine.ts';
import {
  type Order,
  refundEstimateSatang,
  returnableLines,
} from '../../../../machines/return-request/return-request-rules.ts';
import { Price } from '../../../ui/Price.tsx';

/**
 * What will be asked for, to confirm: the lines and units, the reason and details, the photos,
 * where the refund goes and its estimate (the server's figure is the one kept). Confirmed, the
 * request is sent and can no longer be changed; Back returns to the form with all of it.
 */
export function ReturnSummary({
  order,
  context,
  sending,
  send,
}: {
  order: Order;
  context: ReturnRequestContext;
  sending: boolean;
  send: (event: ReturnRequestEvent) => void;
}) {
  const { t } = useLingui();
  const lines = returnableLines(order);
  const reason = context.reasons.find((each) => each.code === context.reason)?.name ?? '';
  const estimate = refundEstimateSatang(order, context.lines) / 100;
  const { refundTo } = context;
  const photos = context.photos.length;
  return (
    <section className="return-summary" aria-labelledby="return-summary-title">
      <h2 id="return-summary-title">
        <Trans>ตรวจสอบคำขอคืนสินค้า</Trans>
      </h2>
      {context.errorCode && (
        <p className="field-error" role="alert">
          {context.serverMessage ?? t`ส่งคำขอไม่สำเร็จ กรุณาลองใหม่อีกครั้ง`}
        </p>
      )}
      <dl className="return-summary__facts">
        <dt>
          <Trans>สินค้าที่คืน</Trans>
        </dt>
        <dd>
          <ul>
            {context.lines.map((chosen) => {
              const line = lines.find((each) => each.lineId === chosen.lineId);
              return (
                <li key={chosen.lineId}>
                  {line?.name} × {chosen.quantity}
                </li>
              );
            })}
          </ul>
        </dd>
        <dt>
          <Trans>เหตุผล</Trans>
        </dt>
        <dd>{reason}</dd>
        <dt>
          <Trans>รายละเอียด</Trans>
        </dt>
        <dd className="return-summary__details">{context.details.trim()}</dd>
        <dt>
          <Trans>รูปภาพ</Trans>
        </dt>
        <dd>
          {/* Thai has no plural; English says "1 photo", "2 photos". */}
          <Plural value={photos} one={`${photos} รูป`} other={`${photos} รูป`} />
        </dd>
        <dt>
          <Trans>รับเงินคืนทาง</Trans>
        </dt>
        <dd>
          {refundTo.kind === 'card' ? (
            <Trans>คืนเข้าบัตรที่ใช้ชำระ</Trans>
          ) : (
            `${refundTo.bankName.trim()} ${refundTo.accountNumber} ${refundTo.accountName.trim()}`
          )}
        </dd>
        <dt>
          <Trans>ยอดเงินคืนโดยประมาณ</Trans>
        </dt>
        <dd>
          <Price amount={estimate} />
        </dd>
      </dl>
      <p>
        <Trans>เมื่อยืนยันแล้วจะแก้ไขคำขอไม่ได้ เจ้าหน้าที่จะตรวจสอบภายใน 3–7 วันทำการ</Trans>
      </p>
      <div className="return-summary__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={sending}
          onClick={() => send({ type: 'return.back' })}
        >
          <Trans>ย้อนกลับ</Trans>
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          onClick={() => send({ type: 'return.confirm' })}
        >
          {sending ? t`กำลังส่งคำขอ…` : t`ยืนยันคำขอคืนสินค้า`}
        </button>
      </div>
    </section>
  );
}
