import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../ui/Dialog.tsx';
import { useCartRuntime } from './use-cart.ts';

/**
 * The global cart error (spec section 8): a write the server refused, in its own words, and
 * the 'update cart' button that reloads the cart as the server has it.
 */
export function CartErrorModal({ message }: { message: string | null }) {
  const { t } = useLingui();
  const { cart } = useCartRuntime();
  return (
    <Dialog
      title={t`ไม่สามารถอัพเดทตะกร้าได้`}
      onClose={() => cart.send({ type: 'cart.error.dismiss' })}
    >
      <p>{message ?? <Trans>เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง</Trans>}</p>
      <button type="button" className="button" onClick={() => cart.send({ type: 'cart.refresh' })}>
        <Trans>อัพเดทตะกร้า</Trans>
      </button>
    </Dialog>
  );
}
