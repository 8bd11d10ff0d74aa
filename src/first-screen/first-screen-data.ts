// The data block the server writes beside a first screen it drew: what the browser needs to
// hydrate that screen as it is (the facts it was drawn for, and the queries it was drawn from).
// A data block, not a script: `type="application/json"` is never run, so the CSP stays
// `script-src 'self'`.
import type { DehydratedState } from '@tanstack/react-query';
import type { FirstScreenFacts } from './first-screen-facts.ts';

export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
/** The popup's own root beside the app's, drawn by the server too (app/make-app.tsx). */
export const POPUP_ROOT_ID = 'popup-root';
/** The popup root's ids differ from the app root's (useId), on the server and in the browser. */
export const POPUP_ID_PREFIX = 'popup-';

export interface FirstScreenData extends FirstScreenFacts {
  queries: DehydratedState;
  /** The page's route chunks, which the entry fetches beside the app (src/main.tsx). */
  scripts: string[];
}

/** The server's data block, read once and taken out of the page; undefined when there is none. */
export function takeFirstScreenData(): FirstScreenData | undefined {
  const script = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script) return undefined;
  script.remove();
  return JSON.parse(script.textContent ?? '') as FirstScreenData;
}
