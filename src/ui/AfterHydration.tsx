import { type ReactNode, useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * Renders its children in the browser alone, once a first screen the server drew has hydrated
 * (at once on a page the browser draws itself): for a part below the fold that reads data of
 * its own, which the server's drawing must not start (it would be drawn loading there).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
