// The banner popup: its own React root beside the app, once per browser session, not where
// hidePopup=true or while the site is closed; following a banner marks the next page too.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../src/app/App.tsx';
import { createAppRouter } from '../../src/routing/router.ts';
import { closeAccountModal, openAccountModal } from '../../src/session/account-modals.ts';
import { createSession } from '../../src/session/session.ts';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { envelope, stubApi } from './support/api-stub.ts';
import { renderWithI18n } from './support/render-i18n.tsx';

const banner = (id: number) => ({
  id,
  linkUrl: `/promotion/${id}`,
  imageUrl: `/images/banner/popup-${id}.webp`,
  mobileImageUrl: `/images/banner/popup-${id}-mobile.webp`,
  altTag: `โปรโมชัน ${id}`,
  width: 800,
  height: 800,
  mobileWidth: 600,
  mobileHeight: 800,
});

const popupBanners = envelope({ dataList: [banner(9), banner(10)], count: 2 });

function renderPopup(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({
    queryClient,
    session: createSession(() => {}).start(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(<PopupApp router={router} queryClient={queryClient} />);
  return Object.assign(router, { unmount: view.unmount });
}

describe('banner popup', () => {
  it('opens with its banners and, once closed, stays closed for the session', async () => {
    stubApi({ '/Banner/BannerPopup': popupBanners });
    renderPopup('/faq');
    const dialog = await screen.findByRole('dialog', { name: 'โปรโมชันพิเศษ' });
    expect(screen.getByRole('img', { name: 'โปรโมชัน 9' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    renderPopup('/faq');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('following a banner closes the popup and opens its page marked hidePopup=true', async () => {
    stubApi({ '/Banner/BannerPopup': popupBanners });
    const router = renderPopup('/faq');
    fireEvent.click(await screen.findByRole('link', { name: 'โปรโมชัน 9' }));
    await waitFor(() => expect(router.state.location.href).toBe('/promotion/9?hidePopup=true'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open where hidePopup=true', async () => {
    const fetch = stubApi({ '/Banner/BannerPopup': popupBanners });
    renderPopup('/faq?hidePopup=true');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    const asked = fetch.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : String(input),
    );
    expect(asked.filter((url) => url.includes('BannerPopup'))).toEqual([]);
  });

  it('does not open while the site is closed', async () => {
    stubApi({
      '/Banner/BannerPopup': popupBanners,
      '/Bannerclose': envelope({ isShow: true, banner: null }),
    });
    renderPopup('/faq');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while an account modal is open, and opens once it closes', async () => {
    stubApi({ '/Banner/BannerPopup': popupBanners });
    openAccountModal({ kind: 'sellerPromo' });
    try {
      renderPopup('/faq');
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      act(() => closeAccountModal());
    }
    expect(await screen.findByRole('dialog', { name: 'โปรโมชันพิเศษ' })).toBeTruthy();
  });

  it('never opens on the cart, checkout and payment pages', async () => {
    for (const path of ['/cart', '/checkout', '/payment/slip/C1', '/payment/result/success/R/C1']) {
      const fetch = stubApi({ '/Banner/BannerPopup': popupBanners });
      const { unmount } = renderPopup(path);
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
      const asked = fetch.mock.calls.map(([input]) =>
        input instanceof Request ? input.url : String(input),
      );
      expect(asked.filter((url) => url.includes('BannerPopup'))).toEqual([]);
      unmount();
    }
  });

  it('waits while another dialog is open, and opens once it closes', async () => {
    stubApi({ '/Banner/BannerPopup': popupBanners });
    const other = renderWithI18n(
      <Dialog title="ตัวเลือกสินค้า" onClose={() => {}}>
        <p>…</p>
      </Dialog>,
    );
    renderPopup('/faq');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog', { name: 'โปรโมชันพิเศษ' })).toBeNull();
    other.unmount();
    expect(await screen.findByRole('dialog', { name: 'โปรโมชันพิเศษ' })).toBeTruthy();
  });
});
