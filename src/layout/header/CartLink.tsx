import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CartIcon } from '../../ui/icons.tsx';

/** The cart with its item count; the cart itself arrives with the cart feature (count 0 until then). */
export function CartLink({ count = 0 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <Link to="/cart" className="icon-button cart-link" aria-label={t`ตะกร้าสินค้า ${count} รายการ`}>
      <CartIcon />
      <span className="cart-link__badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
