import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Dialog } from '../../../ui/Dialog.tsx';

/**
 * Asks before receipt is confirmed: confirming pays the seller and ends the chance to return
 * (spec section 4). Cancel has the focus, so Enter confirms nothing.
 */
export function ConfirmReceiptDialog(props: {
  orderId: number;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t`ยืนยันว่าได้รับคำสั่งซื้อ #${props.orderId} แล้วหรือไม่`}
      onClose={props.onClose}
      initialFocus={cancel}
    >
      <p>
        <Trans>เมื่อยืนยันแล้ว ร้านค้าจะได้รับเงิน และจะขอคืนสินค้าไม่ได้อีก กรุณาตรวจสอบสินค้าก่อนยืนยัน</Trans>
      </p>
      {props.error && (
        <p className="form-error" role="alert">
          {props.error}
        </p>
      )}
      <div className="order-actions order-actions--end">
        <button ref={cancel} type="button" className="button button--ghost" onClick={props.onClose}>
          <Trans>ยกเลิก</Trans>
        </button>
        <button type="button" className="button" disabled={props.busy} onClick={props.onConfirm}>
          <Trans>ยืนยันการรับสินค้า</Trans>
        </button>
      </div>
    </Dialog>
  );
}
