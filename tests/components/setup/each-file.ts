import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeAccountModal, leaveProtectedRoute } from '../../../src/session/account-modals.ts';
import { activateLocale } from '../support/locale.ts';
import { installDialogStandIn } from './dialog.ts';

installDialogStandIn();

// A screen that loads a lazy chunk (a page's view, the filter panel and its form library) waits
// on vitest transforming that module on its first import; on a clean clone there is no
// transform cache, and with both cores busy that took longer than findBy's default second.
// What the tests wait for is the rendering, not the machine's speed: 5 s for each wait.
configure({ asyncUtilTimeout: 5000 });

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
  // The open account modal is the module's (src/session/account-modals.ts), not a render's: one
  // a test left open (#register opens one for a guest) would be drawn by the next test's app.
  leaveProtectedRoute();
  closeAccountModal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
});
