import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../src/ui/Carousel.tsx';
import { renderWithI18n } from './support/render-i18n.tsx';

const banners = ['a', 'b', 'c'];

const renderBanners = () =>
  renderWithI18n(
    <Carousel
      items={banners}
      interval={3500}
      label="แบนเนอร์"
      itemKey={(banner) => banner}
      renderSlide={(banner) => <p>{banner}</p>}
    />,
  );

const shownSlide = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => !slide.hidden)?.textContent;

afterEach(() => vi.useRealTimers());

describe('banner carousel', () => {
  it('a dot shows its slide and autoplay carries on from there', () => {
    vi.useFakeTimers();
    renderBanners();
    fireEvent.click(screen.getByRole('button', { name: 'ไปที่สไลด์ 2' }));
    expect(shownSlide()).toBe('b');
    expect(screen.getByRole('button', { name: 'หยุดภาพหมุนเวียน' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(3500));
    expect(shownSlide()).toBe('c');
  });

  it('has no chooser beyond its dots', () => {
    renderBanners();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
