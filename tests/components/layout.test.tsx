import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { MOBILE_MEDIA } from '../../src/ui/viewport.ts';
import { envelope, signedInRoutes, stubApi } from './support/api-stub.ts';
import { renderApp } from './support/render-app.tsx';

async function chromeOf(path: string) {
  stubApi();
  renderApp(path);
  // The page and the footer render right after the chrome's first commit: wait for the page.
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main.childElementCount).toBeGreaterThan(0));
  return {
    header: screen.queryByRole('banner') !== null,
    footer: screen.queryByRole('contentinfo') !== null,
    skipLink: screen.queryByRole('link', { name: 'ข้ามไปยังเนื้อหาหลัก' }) !== null,
  };
}

describe('mobile breakpoint', () => {
  it('is 767.98 px wide or less, as the media query every mobile check asks', () => {
    expect(MOBILE_MEDIA).toBe('(max-width: 767.98px)');
  });
});

describe('layout chrome per route', () => {
  it('a content page has the skip link, header and footer', async () => {
    expect(await chromeOf('/faq')).toEqual({ header: true, footer: true, skipLink: true });
  });

  it('the cart keeps the header but hides the footer', async () => {
    expect(await chromeOf('/cart')).toEqual({ header: true, footer: false, skipLink: true });
  });

  it('landing hides header and footer', async () => {
    expect(await chromeOf('/landing')).toMatchObject({ header: false, footer: false });
  });

  it('hideNavbar=true hides the header, hideFooter=true the footer', async () => {
    expect(await chromeOf('/faq?hideNavbar=true')).toMatchObject({ header: false, footer: true });
  });

  it('hideFooter=true hides the footer', async () => {
    expect(await chromeOf('/faq?hideFooter=true')).toMatchObject({ header: true, footer: false });
  });

  it('the seller route has no web template at all', async () => {
    expect(await chromeOf('/seller')).toEqual({ header: false, footer: false, skipLink: false });
  });

  it('footer social icons show only when enabled', async () => {
    await chromeOf('/faq');
    expect(await screen.findByRole('link', { name: 'Facebook (เปิดในแท็บใหม่)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Instagram/ })).toBeNull();
  });
});

describe('a public demo', () => {
  const notice = /ร้านค้าสาธิต: การชำระเงินและการเข้าสู่ระบบด้วยบัญชีโซเชียลเป็นแบบจำลอง/;

  it('says so on every page, those without the template too', async () => {
    for (const path of ['/faq', '/landing', '/seller']) {
      stubApi({
        '/Setting/SiteMode': envelope({ visitorOnly: false, liveSelling: true, demo: true }),
      });
      const { unmount } = renderApp(path);
      expect(await screen.findByText(notice)).toBeTruthy();
      expect(screen.getByRole('complementary', { name: 'ร้านค้าสาธิต' })).toBeTruthy();
      unmount();
    }
  });

  it('says nothing on a shop that is not one', async () => {
    await chromeOf('/faq');
    expect(screen.queryByText(notice)).toBeNull();
  });
});

describe('site-mode and account redirects', () => {
  it('a visitor-only site sends a guest to /seller', async () => {
    stubApi({
      '/Setting/SiteMode': envelope({ visitorOnly: true, liveSelling: true, demo: false }),
    });
    const { router } = renderApp('/faq');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
  });

  it('live selling off sends the live pages home', async () => {
    stubApi({
      '/Setting/SiteMode': envelope({ visitorOnly: false, liveSelling: false, demo: false }),
    });
    const { router } = renderApp('/live/list/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the register-success cookie sends a signed-in user to my-profile once', async () => {
    // Registration sets these cookies (the token itself is HttpOnly, out of scripts' reach).
    Cookies.set('token_expiry', new Date(Date.now() + 3_600_000).toISOString());
    Cookies.set('show_ad_register_success', '1');
    stubApi(signedInRoutes);
    const { router } = renderApp('/faq');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile/my-profile'));
    expect(Cookies.get('show_ad_register_success')).toBeUndefined();
    expect(Cookies.get('token_expiry')).toBeDefined();
  });

  it('#register sends a signed-in user home and leaves a guest where they are', async () => {
    stubApi();
    const guest = renderApp('/faq#register');
    await screen.findByRole('heading', { name: 'คำถามที่พบบ่อย' });
    expect(guest.router.state.location.pathname).toBe('/faq');
    guest.unmount();

    Cookies.set('token_expiry', new Date(Date.now() + 3_600_000).toISOString());
    stubApi(signedInRoutes);
    const { router } = renderApp('/faq#register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('');
  });
});

describe('closure banner rule', () => {
  it('sends every page to /close, which shows an undismissable dialog', async () => {
    stubApi({
      '/Bannerclose': envelope({
        isShow: true,
        banner: {
          banner: {
            id: 1,
            linkUrl: '/',
            imageUrl: '/images/closed.webp',
            mobileImageUrl: '/images/closed-m.webp',
            altTag: 'ปิดปรับปรุงระบบ',
            width: 800,
            height: 600,
            mobileWidth: 600,
            mobileHeight: 800,
          },
        },
      }),
    });
    const { router } = renderApp('/faq');
    await waitFor(() => expect(router.state.location.pathname).toBe('/close'));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('img', { name: 'ปิดปรับปรุงระบบ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ปิด' })).toBeNull();
    // The native <dialog>, open as a modal (showModal) that refuses Escape.
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('closedby')).toBe('none');
  });
});
