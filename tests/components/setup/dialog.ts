// jsdom (29) has HTMLDialogElement and its `open` attribute but no showModal(), show() or
// close(), and no Escape handling: src/ui/Dialog.tsx opens the native <dialog>, so the
// components tests need a stand-in. It follows the HTML spec where a test can observe it:
// showModal() records the focused element and focuses the first focusable descendant, close()
// gives focus back and fires `close` a task later, Escape fires a cancelable `cancel` at the
// topmost modal dialog unless its closedby is "none" or the keydown was prevented, and closes
// it unless `cancel` was prevented. Not modelled: inertness of the page behind, Tab
// containment, and Chromium's rule that a page may refuse only one cancel per user
// activation; the Playwright tests (tests/e2e/dialog.spec.ts) check those in Chromium.

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]';

interface DialogState {
  modal: boolean;
  previouslyFocused: Element | null;
}

const states = new WeakMap<HTMLDialogElement, DialogState>();
/** Modal dialogs in the order they opened: the last one still open is on top. */
let topLayer: HTMLDialogElement[] = [];

function invalidState(message: string) {
  return new DOMException(message, 'InvalidStateError');
}

function open(dialog: HTMLDialogElement, modal: boolean) {
  if (dialog.open) {
    if (states.get(dialog)?.modal === modal) return;
    throw invalidState('The dialog is already open the other way.');
  }
  if (modal && !dialog.isConnected) throw invalidState('The dialog is not in a document.');
  states.set(dialog, { modal, previouslyFocused: document.activeElement });
  dialog.setAttribute('open', '');
  if (modal) topLayer.push(dialog);
  const first = dialog.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`);
  first?.focus();
}

function close(dialog: HTMLDialogElement, returnValue?: string) {
  if (!dialog.open) return;
  dialog.removeAttribute('open');
  if (returnValue !== undefined) dialog.returnValue = returnValue;
  topLayer = topLayer.filter((d) => d !== dialog);
  const state = states.get(dialog);
  states.delete(dialog);
  if (state?.modal && state.previouslyFocused instanceof HTMLElement) {
    state.previouslyFocused.focus();
  }
  setTimeout(() => dialog.dispatchEvent(new Event('close')));
}

/** Installs the stand-in unless jsdom has a showModal() of its own. */
export function installDialogStandIn() {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  Object.assign(HTMLDialogElement.prototype, {
    returnValue: '',
    showModal(this: HTMLDialogElement) {
      open(this, true);
    },
    show(this: HTMLDialogElement) {
      open(this, false);
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      close(this, returnValue);
    },
  });

  // Escape is the keydown's default action, so it runs after the event has bubbled.
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A modal removed from the document has left the top layer.
    topLayer = topLayer.filter((d) => d.isConnected && d.open);
    const top = topLayer.at(-1);
    if (!top || top.getAttribute('closedby') === 'none') return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) close(top);
  });
}
