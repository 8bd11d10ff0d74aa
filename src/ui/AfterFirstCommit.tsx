import { type ReactNode, useDeferredValue } from 'react';

/**
 * Renders its children in a background render right after its own first commit; later
 * renders are immediate. For a large subtree that a blocking update mounts (a store's update
 * renders without yielding): deferred, React builds it in slices that a tap can interrupt.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
