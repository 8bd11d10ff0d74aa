import { type ReactNode, useDeferredValue } from 'react';

/**
 * Renders its children in a background render right after its own first commit; later
 * renders are immediate. The first page's subtree is large, and the router's store update
 * that reveals it renders without yielding: deferred, React builds it in slices that a tap
 * can interrupt.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
