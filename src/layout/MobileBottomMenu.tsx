import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CartIcon, GridIcon, HomeIcon, UserIcon } from '../ui/icons.tsx';
import { useIsMobile } from '../ui/viewport.ts';
import './mobile-bottom-menu.css';

/** The bottom tab bar of phones (767.98px or narrower). */
export function MobileBottomMenu() {
  const { t } = useLingui();
  if (!useIsMobile()) return null;
  return (
    <nav className="mobile-bottom-menu" aria-label={t`เมนูด้านล่าง`}>
      <ul>
        <li>
          <Link to="/" activeOptions={{ exact: true }}>
            <HomeIcon />
            <span>{t`หน้าแรก`}</span>
          </Link>
        </li>
        <li>
          <Link to="/product">
            <GridIcon />
            <span>{t`สินค้า`}</span>
          </Link>
        </li>
        <li>
          <Link to="/cart">
            <CartIcon />
            <span>{t`ตะกร้า`}</span>
          </Link>
        </li>
        <li>
          <Link to="/user/profile">
            <UserIcon />
            <span>{t`บัญชีของฉัน`}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
