import { Outlet } from '@tanstack/react-router';
import { LoadingBar } from '../ui/LoadingBar.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { useSiteTitle } from './document-title.ts';
import { Footer } from './footer/Footer.tsx';
import { GoToTop } from './GoToTop.tsx';
import { Header } from './header/Header.tsx';
import { MobileBottomMenu } from './MobileBottomMenu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { useLayout } from './use-layout.ts';
import { useClosureRedirect } from './useClosureRedirect.ts';
import './layout.css';

/** The root route's view: which chrome a page gets comes from the layout rules. */
export function RootLayout() {
  const { pathname, layout } = useLayout();
  useClosureRedirect(pathname);
  useSiteTitle(pathname);

  if (!layout.template) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
    );
  }
  return (
    <>
      <SkipLink />
      <LoadingBar />
      {layout.header && <Header />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      {layout.footer && <Footer />}
      {layout.mobileMenu && <MobileBottomMenu />}
      {layout.goToTop && <GoToTop />}
      <CookieConsent />
    </>
  );
}
