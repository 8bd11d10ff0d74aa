// Which account modal is open: any part of the app (the header, a protected route, the
// #register link, another modal) opens one; AccountModalHost renders it. Opening one closes
// the other, as one modal replaces another.
//
// A protected route's login modal is *required* and belongs to that route: the register and
// forgot-password modals it leads to hand back to it when they close, a login opened from them
// is the required one again, and leaving the route (the browser's Back included) closes them all.
import { useSyncExternalStore } from 'react';
import type { CodeCheck } from '../../machines/otp/otp.actors.ts';

export type AccountModal =
  | {
      kind: 'login';
      /** A protected route: the modal cannot be closed, only completed. */
      required?: boolean;
      /** A phone to log in with, filled in (registration found it has an account). */
      telephone?: string;
    }
  | { kind: 'register'; verified?: CodeCheck }
  | { kind: 'forgotPassword' }
  /** After registration: selling on the marketplace. */
  | { kind: 'sellerPromo' };

export interface OpenAccountModal {
  modal: AccountModal;
  /** The required login this modal hands back to when it closes. */
  handBack: AccountModal | null;
  /** Tells one opening from the next, so a modal opened anew starts afresh. */
  serial: number;
}

let current: OpenAccountModal | null = null;
let serial = 0;
const listeners = new Set<() => void>();

function set(next: OpenAccountModal | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** The required login the open modal belongs to, if any. */
function requiredLogin(): AccountModal | null {
  if (!current) return null;
  if (current.modal.kind === 'login' && current.modal.required) return current.modal;
  return current.handBack;
}

export function openAccountModal(modal: AccountModal): void {
  const required = requiredLogin();
  serial += 1;
  if (!required) set({ modal, handBack: null, serial });
  else if (modal.kind === 'login')
    set({ modal: { ...modal, required: true }, handBack: null, serial });
  else set({ modal, handBack: required, serial });
}

/** Closes the open modal; one that a required login led to hands back to it. */
export function closeAccountModal(): void {
  if (current?.handBack) {
    serial += 1;
    set({ modal: current.handBack, handBack: null, serial });
  } else set(null);
}

/** The protected route is left: its required login, and what it led to, close. */
export function leaveProtectedRoute(): void {
  if (requiredLogin()) set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccountModal(): OpenAccountModal | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
