import { Outlet } from '@tanstack/react-router';
import { memo } from 'react';
import { AfterFirstCommit } from '../ui/AfterFirstCommit.tsx';
import { useSiteTitle } from '../ui/document-title.ts';
import { LoadingBar } from '../ui/LoadingBar.tsx';
import { AccountModalHost } from './account/AccountModalHost.tsx';
import { useRegisterHash } from './account/useRegisterHash.ts';
import { CartLayer } from './CartLayer.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { DemoNotice } from './DemoNotice.tsx';
import { Footer } from './footer/Footer.tsx';
import { GoToTop } from './GoToTop.tsx';
import { Header } from './header/Header.tsx';
import { ImageViewerHost } from './image-viewer/ImageViewerHost.tsx';
import { MessengerLink } from './MessengerLink.tsx';
import { MobileBottomMenu } from './MobileBottomMenu.tsx';
import { ServerHead } from './ServerHead.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { useLayout } from './use-layout.ts';
import { useVisitRedirect } from './useVisitRedirect.ts';
import './layout.css';

// The chrome reads the router and the queries it needs itself: when the layout re-renders for
// a router change, the header, footer and bottom menu need not render with it (on a phone's
// first load those re-renders were long tasks).
const PageHeader = memo(Header);
const PageFooter = memo(Footer);
const PageMobileMenu = memo(MobileBottomMenu);

/** The root route's view: which chrome a page gets comes from the layout rules. */
export function RootLayout() {
  const { pathname, layout } = useLayout();
  useVisitRedirect(pathname);
  useRegisterHash();
  useSiteTitle(pathname);

  if (!layout.template) {
    return (
      <>
        <ServerHead />
        <DemoNotice />
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </main>
        <AccountModalHost />
      </>
    );
  }
  // The first load reveals the chrome and the page in one blocking update of the router's
  // store; deferred, they are built in slices a tap can interrupt. Navigations render at once.
  return (
    <AfterFirstCommit>
      <SkipLink />
      <ServerHead />
      <DemoNotice />
      <LoadingBar />
      {layout.header && <PageHeader />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      {layout.footer && <PageFooter />}
      {layout.mobileMenu && <PageMobileMenu />}
      {layout.goToTop && <GoToTop />}
      {/* Unset at build time, the link and its code are left out of the bundle; it stays off the
          pages where a floating button would cover what is typed (as go-to-top does). */}
      {import.meta.env.PUBLIC_MESSENGER_URL && layout.goToTop && (
        <MessengerLink url={import.meta.env.PUBLIC_MESSENGER_URL} />
      )}
      <CookieConsent />
      <CartLayer pathname={pathname} />
      <AccountModalHost />
      <ImageViewerHost />
    </AfterFirstCommit>
  );
}
