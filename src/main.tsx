// The entry: small on purpose. A page the server drew (server/http/first-screen.ts) paints, and
// its largest picture arrives, without the app's scripts taking the phone's bandwidth and
// processor meanwhile: the app (app/start-app.tsx: React, the router, the machines) is fetched
// once that page has loaded and been drawn, and the taps made until the app has taken the
// page over are held. A
// page the browser draws itself fetches the app at once (the server preloads it).
import { POPUP_ROOT_ID, takeFirstScreenData } from './first-screen/first-screen-data.ts';
import { holdTapsUntilHydrated } from './first-screen/taps-before-hydration.ts';
import './styles/tokens.css';
import './styles/base.css';

function elementById(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from index.html`);
  return element;
}

/** Resolves once the page's pictures, styles and fonts are in (the `load` event). */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Resolves once the browser has drawn its next frame (the loaded pictures on screen); at once in
 * a tab out of sight, which draws no frames.
 */
const nextFrameDrawn = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve));
  });

/** Fetches scripts beside the app's own, so the router finds the page's chunks there. */
function preloadScripts(urls: readonly string[]) {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

/** Resolves once the page has loaded and its pictures are drawn (decoded, then a frame). */
async function firstScreenShown() {
  await pageLoaded();
  const loaded = [...document.images].filter((image) => image.loading !== 'lazy');
  await Promise.allSettled(loaded.map((image) => image.decode()));
  await nextFrameDrawn();
}

const loadApp = () => import(/* webpackChunkName: "app" */ './app/start-app.tsx');

async function boot() {
  const firstScreen = takeFirstScreenData();
  const container = elementById('root');
  const popupContainer = elementById(POPUP_ROOT_ID);
  if (!firstScreen) {
    const { startApp } = await loadApp();
    return startApp({ firstScreen, container, popupContainer, playHeldTaps: () => {} });
  }
  const playHeldTaps = holdTapsUntilHydrated([container, popupContainer]);
  await firstScreenShown();
  preloadScripts(firstScreen.scripts);
  const { startApp } = await loadApp();
  return startApp({ firstScreen, container, popupContainer, playHeldTaps });
}

void boot();
