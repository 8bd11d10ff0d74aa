import { type ReactNode, useDeferredValue } from 'react';
import { startedFromServer } from '../first-screen/first-screen-facts.ts';

/**
 * Renders its children in a background render right after its own first commit; later
 * renders are immediate. For a large subtree that a blocking update mounts (a store's update
 * renders without yielding): deferred, React builds it in slices that a tap can interrupt. A
 * first screen the server drew is there at once: on the server, and as the browser hydrates it.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, startedFromServer());
  return ready ? children : null;
}
