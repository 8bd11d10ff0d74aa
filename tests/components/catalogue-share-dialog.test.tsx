import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productDetail } from './catalogue-fixtures.ts';
import { envelope, stubApi } from './support/api-stub.ts';
import { renderApp } from './support/render-app.tsx';

const SHORT_LINK = 'Hn7pLq2';
const SHARED_URL = `${window.location.origin}/pd/${SHORT_LINK}`;

function stubProduct() {
  return stubApi({
    '/product/longan-blossom-honey': envelope(productDetail()),
    '/product/longan-blossom-honey/share': envelope({
      urlKey: 'longan-blossom-honey',
      metaTitle: 'น้ำผึ้งดอกลำไย',
      metaDescription: 'น้ำผึ้งแท้',
      shortLink: SHORT_LINK,
    }),
  });
}

async function openShareDialog() {
  renderApp('/product/longan-blossom-honey');
  const share = await screen.findByRole('button', { name: 'แชร์' });
  await userEvent.click(share);
  return screen.findByRole('dialog', { name: 'แชร์' });
}

describe('share modal', () => {
  it('opens from the product page and offers every target with the short link', async () => {
    stubProduct();
    const dialog = await openShareDialog();
    const link = (name: RegExp) => within(dialog).getByRole('link', { name });
    const encoded = encodeURIComponent(SHARED_URL);

    expect(link(/^Facebook/).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(link(/^Twitter/).getAttribute('href')).toContain(`url=${encoded}`);
    expect(link(/^LINE/).getAttribute('href')).toContain(`url=${encoded}`);
    expect(link(/^อีเมล/).getAttribute('href')).toContain(`body=${encoded}`);
    expect(link(/^Messenger/).getAttribute('href')).toBe(`fb-messenger://share/?link=${encoded}`);
    expect(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' })).toBeTruthy();
    expect((within(dialog).getByLabelText('ลิงก์') as HTMLInputElement).value).toBe(SHARED_URL);
  });

  it('opens LINE in a 500x400 popup and Twitter in a 500x500 one', async () => {
    stubProduct();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const dialog = await openShareDialog();

    await userEvent.click(within(dialog).getByRole('link', { name: /^LINE/ }));
    expect(open).toHaveBeenLastCalledWith(
      expect.stringContaining('social-plugins.line.me'),
      'share-line',
      expect.stringContaining('width=500,height=400'),
    );
    await userEvent.click(within(dialog).getByRole('link', { name: /^Twitter/ }));
    expect(open).toHaveBeenLastCalledWith(
      expect.stringContaining('twitter.com/intent/tweet'),
      'share-twitter',
      expect.stringContaining('width=500,height=500'),
    );
  });

  it('copies the link and confirms it', async () => {
    stubProduct();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const dialog = await openShareDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    expect(writeText).toHaveBeenCalledWith(SHARED_URL);
    expect(await within(dialog).findByText('คัดลอกลิงก์แล้ว')).toBeTruthy();
  });

  it('says so when copying fails', async () => {
    stubProduct();
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const dialog = await openShareDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('คัดลอกลิงก์ไม่สำเร็จ');
  });

  it('closes with Escape and gives focus back to the share button', async () => {
    stubProduct();
    await openShareDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'แชร์' }));
  });

  it('shares the page address when the short link cannot be had', async () => {
    stubApi({ '/product/longan-blossom-honey': envelope(productDetail()) });
    const dialog = await openShareDialog();
    expect((within(dialog).getByLabelText('ลิงก์') as HTMLInputElement).value).toBe(
      `${window.location.origin}/product/longan-blossom-honey`,
    );
  });
});
