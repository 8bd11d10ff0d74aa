import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState } from 'react';
import { MenuIcon } from '../../ui/icons.tsx';
import { AccountLinks } from '../account/AccountLinks.tsx';
import { useIsMobile } from '../viewport.ts';
import { CartLink } from './CartLink.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { MainNav } from './MainNav.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SiteLogo } from './SiteLogo.tsx';
import './header.css';

const MobileSidebar = lazy(() => import('./MobileSidebar.tsx'));

export function Header() {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {isMobile && (
          <button
            type="button"
            className="icon-button"
            aria-label={t`เปิดเมนู`}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        )}
        <SiteLogo />
        <SearchBox />
        <div className="site-header__actions">
          {!isMobile && <LanguageMenu />}
          {!isMobile && <AccountLinks layout="header" />}
          <CartLink />
        </div>
      </div>
      {!isMobile && (
        <div className="container">
          <MainNav />
        </div>
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileSidebar onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
