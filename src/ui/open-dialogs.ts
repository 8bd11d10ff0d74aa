// How many of the kit's modal dialogs are open, for what must wait while one is (the banner
// popup must never cover a dialog the shopper is using). A few lines over
// useSyncExternalStore, like the account modals' store.
import { useSyncExternalStore } from 'react';

let open = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts a dialog as open until the returned function is called. */
export function dialogOpened(): () => void {
  open += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    open -= 1;
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether any counted dialog is open now. */
export const useDialogOpen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  );
