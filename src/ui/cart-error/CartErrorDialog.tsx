import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../Dialog.tsx';

/**
 * The global cart/checkout error (spec sections 2 and 8): what the server refused, in its own
 * words, and the 'update cart' button (the cart reloads, the checkout is worked out again).
 */
export function CartErrorDialog(props: {
  message: string | null;
  onClose: () => void;
  onUpdate: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog title={t`ไม่สามารถอัพเดทตะกร้าได้`} onClose={props.onClose}>
      <p>{props.message ?? <Trans>เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง</Trans>}</p>
      <button type="button" className="button" onClick={props.onUpdate}>
        <Trans>อัพเดทตะกร้า</Trans>
      </button>
    </Dialog>
  );
}
