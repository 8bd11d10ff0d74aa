import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLocale } from '../support/locale.ts';

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = () => {};

beforeEach(() => activateLocale('th'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  document.body.style.overflow = '';
});
