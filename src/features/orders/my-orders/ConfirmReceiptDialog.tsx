import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/confirm-dialog/ConfirmDialog.tsx';

/**
 * Asks before receipt is confirmed: confirming pays the seller and ends the chance to return
 * (spec section 4).
 */
export function ConfirmReceiptDialog(props: {
  orderId: number;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      title={t`ยืนยันว่าได้รับคำสั่งซื้อ #${props.orderId} แล้วหรือไม่`}
      confirmLabel={<Trans>ยืนยันการรับสินค้า</Trans>}
      busy={props.busy}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      <p>
        <Trans>เมื่อยืนยันแล้ว ร้านค้าจะได้รับเงิน และจะขอคืนสินค้าไม่ได้อีก กรุณาตรวจสอบสินค้าก่อนยืนยัน</Trans>
      </p>
      {props.error && (
        <p className="form-error" role="alert">
          {props.error}
        </p>
      )}
    </ConfirmDialog>
  );
}
