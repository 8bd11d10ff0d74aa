import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../src/ui/Carousel.tsx';
import { laterMachinesArrived } from './support/later-machines.ts';
import { renderWithI18n } from './support/render-i18n.tsx';

const banners = ['a', 'b', 'c'];

const renderBanners = ({ startPaused = false } = {}) =>
  renderWithI18n(
    <Carousel
      items={banners}
      interval={3500}
      label="แบนเนอร์"
      itemKey={(banner) => banner}
      renderSlide={(banner) => <p>{banner}</p>}
      startPaused={startPaused}
    />,
  );

const shownSlide = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => !slide.hidden)?.textContent;

afterEach(() => vi.useRealTimers());

describe('banner carousel', () => {
  it('shows the first slide until its machine arrives, then turns on its own', async () => {
    vi.useFakeTimers();
    renderBanners();
    expect(shownSlide()).toBe('a');
    expect(screen.getByRole('button', { name: 'หยุดภาพหมุนเวียน' })).toBeTruthy();
    await laterMachinesArrived();
    act(() => vi.advanceTimersByTime(3500));
    expect(shownSlide()).toBe('b');
  });

  it('a dot chosen while its machine loads shows its slide, and autoplay carries on from there', async () => {
    vi.useFakeTimers();
    renderBanners();
    fireEvent.click(screen.getByRole('button', { name: 'ไปที่สไลด์ 2' }));
    await laterMachinesArrived();
    expect(shownSlide()).toBe('b');
    expect(screen.getByRole('button', { name: 'หยุดภาพหมุนเวียน' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(3499));
    expect(shownSlide()).toBe('b');
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toBe('c');
  });

  it('choices made while its machine loads are played in order', async () => {
    vi.useFakeTimers();
    renderBanners();
    fireEvent.click(screen.getByRole('button', { name: 'ไปที่สไลด์ 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'ไปที่สไลด์ 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'หยุดภาพหมุนเวียน' }));
    await laterMachinesArrived();
    expect(shownSlide()).toBe('c');
    expect(screen.getByRole('button', { name: 'เล่นภาพหมุนเวียน' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownSlide()).toBe('c');
  });

  it('one that starts paused does not turn, and a choice made while its machine loads keeps it paused', async () => {
    vi.useFakeTimers();
    renderBanners({ startPaused: true });
    await laterMachinesArrived();
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownSlide()).toBe('a');
    fireEvent.click(screen.getByRole('button', { name: 'ไปที่สไลด์ 2' }));
    await laterMachinesArrived();
    expect(shownSlide()).toBe('b');
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownSlide()).toBe('b');
    expect(screen.getByRole('button', { name: 'เล่นภาพหมุนเวียน' })).toBeTruthy();
  });

  it('one that starts paused plays when asked to before its machine is in', async () => {
    vi.useFakeTimers();
    renderBanners({ startPaused: true });
    fireEvent.click(screen.getByRole('button', { name: 'เล่นภาพหมุนเวียน' }));
    await laterMachinesArrived();
    expect(screen.getByRole('button', { name: 'หยุดภาพหมุนเวียน' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(3500));
    expect(shownSlide()).toBe('b');
  });

  it('has no chooser beyond its dots', () => {
    renderBanners();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
