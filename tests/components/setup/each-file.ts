import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLocale } from '../support/locale.ts';
import { installDialogStandIn } from './dialog.ts';

installDialogStandIn();

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = () => {};

// jsdom has no matchMedia: width queries answer for its window.innerWidth (1024), others no.
window.matchMedia = (media: string) => {
  const maxWidth = /\(max-width:\s*([\d.]+)px\)/.exec(media)?.[1];
  return Object.assign(new EventTarget(), {
    media,
    matches: maxWidth !== undefined && window.innerWidth <= Number(maxWidth),
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
  }) as MediaQueryList;
};

beforeEach(() => activateLocale('th'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
});
