import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { Cart } from '../../../machines/cart/cart-lines.ts';
import { openAccountModal } from '../../session/account-modals.ts';
import { useSessionUser } from '../../session/SessionContext.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Price } from '../../ui/Price.tsx';
import { showCartNotice } from './cart-notices.ts';
import { useCartRefreshed, useCartRuntime } from './use-cart.ts';

/**
 * The cart's foot (spec sections 2 and 4): refresh with its 'cart updated' alert, the total
 * and discount of the ticked lines, and the payment button with their count. A guest is asked
 * to log in; a shopper without a phone or e-mail is warned and still goes on to checkout.
 */
export function CartSummary({ cart: shown, busy }: { cart: Cart | null; busy: boolean }) {
  const { t } = useLingui();
  const { cart } = useCartRuntime();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [refreshed, closeRefreshed] = useCartRefreshed();
  const count = shown?.countProduct ?? 0;

  const checkOut = () => {
    if (!user) {
      openAccountModal({ kind: 'login' });
      return;
    }
    showCartNotice(user.telephone && user.email ? null : 'profileIncomplete');
    void navigate({ to: '/checkout' });
  };

  return (
    <div className="cart-summary">
      {refreshed && (
        <Alert kind="success" onClose={closeRefreshed}>
          <Trans>อัพเดทตะกร้าสำเร็จ</Trans>
        </Alert>
      )}
      <button
        type="button"
        className="button button--ghost cart-summary__refresh"
        disabled={busy}
        onClick={() => cart.send({ type: 'cart.refresh' })}
      >
        <Trans>อัพเดทตะกร้า</Trans>
      </button>
      <dl className="cart-summary__figures">
        <dt>
          <Trans>ยอดรวม</Trans>
        </dt>
        <dd>
          <Price amount={shown?.total ?? 0} />
        </dd>
        <dt>
          <Trans>ส่วนลด</Trans>
        </dt>
        <dd>
          <Price amount={shown?.discount ?? 0} />
        </dd>
      </dl>
      <button
        type="button"
        className="button cart-summary__checkout"
        disabled={count === 0 || busy}
        aria-label={t`ชำระเงิน ${count} รายการ`}
        onClick={checkOut}
      >
        <Trans>ชำระเงิน ({count})</Trans>
      </button>
    </div>
  );
}
