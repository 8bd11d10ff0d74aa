import { Outlet, useRouterState } from '@tanstack/react-router';
import { layoutFor } from '../../machines/layout/layout-rules.ts';
import { LoadingBar } from '../ui/LoadingBar.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { useSiteTitle } from './document-title.ts';
import { Footer } from './footer/Footer.tsx';
import { GoToTop } from './GoToTop.tsx';
import { Header } from './header/Header.tsx';
import { MobileBottomMenu } from './MobileBottomMenu.tsx';
import { PopupBannerGate } from './popup/PopupBannerGate.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { useClosureRedirect } from './useClosureRedirect.ts';
import './layout.css';

/** Customer mode: the pages a seller's customer opens from a shared order link. */
const isCustomerPath = (pathname: string) => pathname.startsWith('/customer/');

/** The root route's view: which chrome a page gets comes from the layout rules. */
export function RootLayout() {
  const { pathname, searchStr } = useRouterState({ select: (s) => s.location });
  const siteClosed = useClosureRedirect(pathname);
  useSiteTitle(pathname);
  const layout = layoutFor({
    pathname,
    search: searchStr,
    isCustomerMode: isCustomerPath(pathname),
  });

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
      {layout.popup && !siteClosed && <PopupBannerGate />}
    </>
  );
}
