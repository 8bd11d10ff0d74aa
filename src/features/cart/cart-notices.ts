// The cart's notices that outlive the view that raised them: the checkout button's 'please
// complete your profile' warning shows on the page it leads to (CartOverlays renders it).
import { useSyncExternalStore } from 'react';

export type CartNotice = 'profileIncomplete' | null;

let notice: CartNotice = null;
const listeners = new Set<() => void>();

export function showCartNotice(next: CartNotice): void {
  notice = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCartNotice = (): CartNotice =>
  useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
