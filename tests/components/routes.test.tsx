import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { loadCheckoutCatalog } from '../../src/i18n/feature-catalogs.ts';
import { CheckoutPage } from '../../src/routing/checkout-page.ts';
import { NOT_WALKED_ON_PHONES } from '../e2e/routes.ts';
import type { Samples } from '../e2e/support/samples.ts';
import { demoUser, signedInRoutes, stubApi } from './support/api-stub.ts';
import { activateLocale } from './support/locale.ts';
import { renderApp } from './support/render-app.tsx';

describe('route validation', () => {
  it('a news id that is not a number shows the 404 page inside the layout', async () => {
    stubApi();
    renderApp('/news/abc');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'กลับสู่หน้าแรก' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it.each(['/news/not-a-number', '/promotion/abc'])(
    '%s is the 404 page without a console error',
    async (path) => {
      const consoleError = vi.spyOn(console, 'error');
      stubApi();
      renderApp(path);
      const main = await screen.findByRole('main');
      expect(await within(main).findByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
      // jsdom, unlike browsers, does not know the <search> element React renders.
      const errors = consoleError.mock.calls.filter(
        ([message]) => !String(message).includes('is unrecognized in this browser'),
      );
      expect(errors).toEqual([]);
    },
  );

  it.each([
    '/user/profile/no-such-menu',
    '/user/profile/wishlist/1',
    '/user/profile/rewards/all',
    '/user/profile/return-requests/lost',
  ])('%s: a profile menu or tab the spec does not list is the 404 page', async (path) => {
    Cookies.set('token_expiry', new Date(Date.now() + 3_600_000).toISOString());
    stubApi(signedInRoutes);
    renderApp(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
  });

  it('a numeric news id is accepted', async () => {
    stubApi();
    renderApp('/news/12');
    expect(await screen.findByRole('heading', { name: 'หน้านี้ยังไม่เปิดให้บริการ' })).toBeTruthy();
  });

  it('bad optional params are a 404 too, absent ones are fine', async () => {
    stubApi();
    renderApp('/live/detail/x');
    expect(await screen.findByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
  });

  it('/404 shows the not-found page in English too', async () => {
    activateLocale('en');
    stubApi();
    renderApp('/404');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
  });

  it('an unknown path falls back to the home page', async () => {
    stubApi();
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    '/academy/honey-basics',
    '/academy/topic/getting-started',
    '/academy/topic/getting-started/1',
  ])('academy page %s without a token goes to /401', async (path) => {
    stubApi();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    expect(await screen.findByRole('heading', { name: 'กรุณาเข้าสู่ระบบ' })).toBeTruthy();
  });
});

/** Made-up keys: the stubbed API knows none of them (a 404 answer, as for a made-up param). */
const SAMPLES: Samples = {
  product: { urlKey: 'hom-mali-jasmine-rice', name: 'ข้าวหอมมะลิ', price: 100 },
  storeUrlKey: 'ban-phueng',
  categoryUrlKey: 'rice',
  campaignUrlKey: undefined,
  promotionId: 1,
  productShortLink: 'abc123',
  promotionShortLink: 'def456',
};

/** What React reports of a loader's 404 from the stub, which knows no list either. */
const isStubNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

// The routes the browser's walk leaves to E2E_FULL (another route of a view it walks, or
// made-up params): each still answers inside the layout with a page of its own, and logs nothing
// but the stub's 404s (the walk, too, allows a made-up param's 404).
describe.each(NOT_WALKED_ON_PHONES)('$route', (route) => {
  it('answers inside the layout with a heading, without a console error', async () => {
    const consoleError = vi.spyOn(console, 'error');
    stubApi();
    renderApp(route.url(SAMPLES));
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    const errors = consoleError.mock.calls.filter(
      ([message, error]) =>
        !String(message).includes('is unrecognized in this browser') && !isStubNotFound(error),
    );
    expect(errors).toEqual([]);
    consoleError.mockRestore();
  });
});

describe('NotYetAvailable', () => {
  it('pages of later releases say so honestly, inside the layout, with a link home', async () => {
    stubApi();
    renderApp('/feed');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'หน้านี้ยังไม่เปิดให้บริการ' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'กลับสู่หน้าแรก' }).getAttribute('href')).toBe('/');
  });

  it('is translated', async () => {
    activateLocale('en');
    stubApi();
    renderApp('/feed');
    expect(
      await screen.findByRole('heading', { name: 'This page is not available yet' }),
    ).toBeTruthy();
  });
});

describe('protected routes', () => {
  // The checkout asks for sign-in inside its view, a lazy chunk with a catalog of its own,
  // which vitest transforms on first import: on a clean clone (no transform cache) with both
  // cores busy that took longer than findBy's second. Loaded first, the test waits on the
  // rendering alone.
  beforeAll(() => Promise.all([CheckoutPage.preload?.(), loadCheckoutCatalog()]), 60_000);

  it.each(['/user/profile/my-profile', '/payment/slip/12', '/checkout'])(
    '%s asks a guest to log in, in a login modal that cannot be dismissed',
    async (path) => {
      stubApi();
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'กรุณาเข้าสู่ระบบ' })).toBeTruthy();
      const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
      expect(dialog.getAttribute('closedby')).toBe('none');
      expect(within(dialog).queryByRole('button', { name: 'ปิด' })).toBeNull();
    },
  );
});

describe('/user/profile', () => {
  it("is my-profile (the bottom menu's My account), for a signed-in shopper", async () => {
    Cookies.set('token_expiry', new Date(Date.now() + 3_600_000).toISOString());
    const fetch = stubApi(signedInRoutes);
    const { router } = renderApp('/user/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile/my-profile'));
    expect(screen.queryByRole('heading', { name: 'หน้านี้ยังไม่เปิดให้บริการ' })).toBeNull();
    // The session's profile and addresses are read (from the stub) before the test ends: a read
    // still on its way after the stub is gone would reach the network and log after teardown.
    const asked = (path: string) =>
      fetch.mock.calls.some(([input]) =>
        new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith(path),
      );
    await waitFor(() => expect(asked('/api/UserAddresses')).toBe(true));
    expect(await screen.findByDisplayValue(demoUser.firstname)).toBeTruthy();
  });
});

describe('static pages', () => {
  it('render the HTML of GET /api/StaticPage/{slug}, sanitised', async () => {
    stubApi({
      '/StaticPage/privacy-policy': {
        result: 1,
        message: 'OK',
        detail: {
          staticPage: {
            slug: 'privacy-policy',
            title: 'นโยบายความเป็นส่วนตัว',
            html: '<h2>ข้อมูลที่เก็บ</h2><p onclick="x()">เราเก็บ<script>alert(1)</script><a href="javascript:x">ลิงก์</a></p>',
          },
        },
      },
    });
    renderApp('/privacy-policy');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(
      'นโยบายความเป็นส่วนตัว',
    );
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe('ข้อมูลที่เก็บ');
    expect(article.innerHTML).not.toContain('script');
    expect(article.innerHTML).not.toContain('onclick');
    expect(article.innerHTML).not.toContain('javascript:');
  });
});
