import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { mainLinks } from '../nav-links.ts';
import { MembershipMenu } from './MembershipMenu.tsx';

export function MainNav() {
  const { i18n, t } = useLingui();
  return (
    <nav className="main-nav" aria-label={t`เมนูหลัก`}>
      <ul>
        {mainLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} activeOptions={{ exact: link.to === '/' }}>
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <MembershipMenu />
        </li>
      </ul>
    </nav>
  );
}
