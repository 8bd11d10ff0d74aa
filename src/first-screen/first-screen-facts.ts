// What the server knew when it drew a page's first screen, which the browser's hydration of
// that screen must draw the same (React's server snapshots read it): set for each render on the
// server (render-first-screen.tsx), and from the page's data block in the browser before it
// hydrates (app/start-app.tsx). Unset when the browser renders the app itself.

export interface FirstScreenFacts {
  /** The server's guess of a phone from the request (server/http/first-screen.ts). */
  mobile: boolean;
}

let facts: FirstScreenFacts | undefined;

export function drawFirstScreenFor(next: FirstScreenFacts | undefined): void {
  facts = next;
}

/** Whether the page started as the server's first screen (on the server, or hydrating it). */
export const startedFromServer = (): boolean => facts !== undefined;

export const serverGuessedMobile = (): boolean => facts?.mobile ?? false;
