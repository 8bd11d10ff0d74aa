import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSessionStatus } from '../../session/SessionContext.tsx';
import { MenuIcon } from '../../ui/icons.tsx';
import { useIsMobile } from '../../ui/viewport.ts';
import { CartLink } from './CartLink.tsx';
import { AccountLinks, LanguageMenu, MainNav } from './desktop-header.ts';
import { SearchBox } from './SearchBox.tsx';
import { SiteLogo } from './SiteLogo.tsx';
import './header.css';

const MobileSidebar = lazy(() => import('./MobileSidebar.tsx'));
// A shopper's chats: a guest has none, and never loads it.
const ChatLink = lazy(() => import('./ChatLink.tsx'));

export function Header() {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const signedIn = useSessionStatus() === 'signedIn';
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
          {!isMobile && (
            <Suspense fallback={<span className="language-menu-placeholder" />}>
              <LanguageMenu />
            </Suspense>
          )}
          {!isMobile && (
            <Suspense fallback={null}>
              <AccountLinks layout="header" />
            </Suspense>
          )}
          {signedIn && (
            <Suspense fallback={null}>
              <ChatLink />
            </Suspense>
          )}
          <CartLink />
        </div>
      </div>
      {!isMobile && (
        // The row keeps its height while the navigation's chunk arrives: nothing moves.
        <div className="container main-nav-row">
          <Suspense fallback={null}>
            <MainNav />
          </Suspense>
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
