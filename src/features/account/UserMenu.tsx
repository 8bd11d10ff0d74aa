import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { displayNameOf } from '../../../machines/session/session-rules.ts';
import { useSession, useSessionUser } from '../../session/SessionContext.tsx';
import { Disclosure } from '../../ui/Disclosure.tsx';

/**
 * The signed-in user's name with (Personal) or (Company), Profile, Address book, My orders,
 * Return requests, Wishlist, Rewards and vouchers, Affiliate and Logout.
 */
export default function UserMenu({ layout }: { layout: 'header' | 'sidebar' }) {
  const { t } = useLingui();
  const session = useSession();
  const user = useSessionUser();
  if (!user) return null;
  const { name, kind } = displayNameOf(user);
  const label = kind === 'company' ? t`${name} (บริษัท)` : t`${name} (บุคคล)`;
  const items = (
    <ul className="user-menu__items">
      <li>
        <Link to="/user/profile/$menu" params={{ menu: 'my-profile' }}>
          <Trans>โปรไฟล์</Trans>
        </Link>
      </li>
      <li>
        <Link to="/user/profile/$menu" params={{ menu: 'address-book' }}>
          <Trans>สมุดที่อยู่</Trans>
        </Link>
      </li>
      <li>
        <Link to="/user/profile/$menu" params={{ menu: 'my-order' }}>
          <Trans>คำสั่งซื้อของฉัน</Trans>
        </Link>
      </li>
      <li>
        <Link to="/user/profile/$menu" params={{ menu: 'return-requests' }}>
          <Trans>คำขอคืนสินค้า</Trans>
        </Link>
      </li>
      <li>
        <Link to="/user/profile/$menu" params={{ menu: 'wishlist' }}>
          <Trans>รายการโปรด</Trans>
        </Link>
      </li>
      <li>
        <Link to="/user/profile/$menu" params={{ menu: 'rewards' }}>
          <Trans>รางวัลและคูปอง</Trans>
        </Link>
      </li>
      <li>
        <Link to="/user/profile/$menu" params={{ menu: 'affiliate' }}>
          <Trans>นักขายพันธมิตร</Trans>
        </Link>
      </li>
      <li>
        <button
          type="button"
          className="link-button"
          onClick={() => session.send({ type: 'session.logout' })}
        >
          <Trans>ออกจากระบบ</Trans>
        </button>
      </li>
    </ul>
  );
  if (layout === 'sidebar') {
    return (
      <div className="user-menu user-menu--sidebar">
        <p className="user-menu__name">{label}</p>
        {items}
      </div>
    );
  }
  return (
    <Disclosure className="user-menu" align="end" label={label}>
      {items}
    </Disclosure>
  );
}
