// Which account modal is open: any part of the app (the header, a protected route, the
// #register link, another modal) opens one; AccountModalHost renders it. Opening one closes
// the other, as one modal replaces another.
import { useSyncExternalStore } from 'react';
import type { CodeCheck } from '../../../machines/otp/otp.actors.ts';

export type AccountModal =
  | {
      kind: 'login';
      /** A protected route: the modal cannot be closed, only completed. */
      required?: boolean;
    }
  | { kind: 'register'; verified?: CodeCheck }
  | { kind: 'forgotPassword' }
  /** After registration: selling on the marketplace. */
  | { kind: 'sellerPromo' };

let current: AccountModal | null = null;
const listeners = new Set<() => void>();

function set(modal: AccountModal | null) {
  current = modal;
  for (const listener of listeners) listener();
}

export const openAccountModal = (modal: AccountModal) => set(modal);
export const closeAccountModal = () => set(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccountModal(): AccountModal | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
