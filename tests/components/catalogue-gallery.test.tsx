import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductGallery } from '../../src/features/catalogue/product/ProductGallery.tsx';
import { SLIDESHOW_INTERVAL_MS } from '../../src/ui/Carousel.tsx';
import { laterMachinesArrived } from './support/later-machines.ts';
import { renderWithI18n } from './support/render-i18n.tsx';

const images = [1, 2, 3].map((n) => ({
  url: `/images/product/honey-${n}.webp`,
  width: 600,
  height: 600,
  alt: `รูปที่ ${n}`,
}));

/** The slide on show: the only group not hidden. */
const shownImage = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => !slide.hidden)
    ?.querySelector('img')
    ?.getAttribute('alt');

afterEach(() => vi.useRealTimers());

describe('product image slideshow', () => {
  it('turns every 3000 ms, with dots and thumbnails and no arrows', async () => {
    vi.useFakeTimers();
    renderWithI18n(<ProductGallery images={images} />);
    expect(SLIDESHOW_INTERVAL_MS).toBe(3000);
    expect(shownImage()).toBe('รูปที่ 1');
    await laterMachinesArrived();
    act(() => vi.advanceTimersByTime(3000));
    expect(shownImage()).toBe('รูปที่ 2');
    expect(screen.getAllByRole('button', { name: /^ไปที่สไลด์/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^แสดงรูปที่/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /ถัดไป|ก่อนหน้า|next|previous/i })).toBeNull();
  });

  it('pauses and plays with its control', async () => {
    renderWithI18n(<ProductGallery images={images} />);
    await userEvent.click(screen.getByRole('button', { name: 'หยุดภาพหมุนเวียน' }));
    await laterMachinesArrived();
    expect(screen.getByRole('button', { name: 'เล่นภาพหมุนเวียน' })).toBeTruthy();
  });

  it('a thumbnail shows its image and stops the slideshow there', async () => {
    renderWithI18n(<ProductGallery images={images} />);
    const thumbnails = screen.getByRole('list');
    await userEvent.click(within(thumbnails).getByRole('button', { name: 'แสดงรูปที่ 3' }));
    await laterMachinesArrived();
    expect(shownImage()).toBe('รูปที่ 3');
    expect(
      within(thumbnails).getByRole('button', { name: 'แสดงรูปที่ 3' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'เล่นภาพหมุนเวียน' })).toBeTruthy();
  });

  it('a single image has no slideshow controls', () => {
    renderWithI18n(<ProductGallery images={images.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(shownImage()).toBe('รูปที่ 1');
  });
});
