import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { startedFromServer } from '../first-screen/first-screen-facts.ts';
import { focusableIn } from './focusable.ts';
import { dialogOpened } from './open-dialogs.ts';
import './dialog.css';

export interface DialogProps {
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the name for assistive technology but do not show it. */
  hideTitle?: boolean;
  /** Called on Escape, backdrop click or the close button; omit to make the dialog undismissable. */
  onClose?: () => void;
  /** Where focus starts; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  variant?: 'center' | 'side';
  className?: string;
  /** Gives way to the others (the banner popup): not counted among the open dialogs. */
  givesWay?: boolean;
  /**
   * Drawn where it stands, not in a portal at the end of the page: for a root that already is
   * there (the banner popup's). Only such a dialog can be drawn by the server (which has no
   * portals): open, but not yet modal, until the browser's scripts make it so.
   */
  inline?: boolean;
  children: ReactNode;
}

/**
 * Browsers differ on where showModal() puts focus (the first focusable, the dialog itself, an
 * autofocus element): set it ourselves so every browser starts at the same place.
 */
function focusStart(dialog: HTMLDialogElement, initialFocus?: RefObject<HTMLElement | null>) {
  (initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
}

/**
 * A modal on the native <dialog>, opened with showModal(): the browser makes the rest of the
 * page inert, keeps Tab inside, paints ::backdrop and gives focus back to the opener on close.
 * Mount it to open it, unmount it to close it: React state stays the one source of truth, so
 * Escape and backdrop clicks only ask the owner (onClose) and never close it themselves.
 */
export function Dialog({
  title,
  hideTitle = false,
  onClose,
  initialFocus,
  variant = 'center',
  className,
  givesWay = false,
  inline = false,
  children,
}: DialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const pressedBackdrop = useRef(false);
  // Drawn open by the server: looked at once, as React takes it over.
  const drawnOpen = useRef(inline && startedFromServer());

  // A layout effect: it opens before the first paint, and its cleanup runs while the dialog
  // is still in the document, where close() can return focus (a removed dialog cannot).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;

    const onCancel = (event: Event) => {
      // Chromium lets a page refuse one cancel per user activation; a second Escape comes as
      // a cancel it may not refuse, and the dialog then closes: `close` below answers that.
      if (!event.cancelable) return;
      event.preventDefault();
      closeRef.current?.();
    };
    const onClosed = () => {
      // Open again already (a close() of StrictMode's effect re-run arriving late): stale.
      if (dialog.open) return;
      // The browser closed it while it is mounted: tell a dismissable dialog's owner; an
      // undismissable one (in browsers without closedby="none") opens again.
      if (closeRef.current) {
        closeRef.current();
      } else {
        dialog.showModal();
        focusStart(dialog, initialFocus);
      }
    };
    // Closed by the shopper before the page was React's (Escape): closed it stays.
    const closedBeforeHydration = drawnOpen.current && !dialog.open && closeRef.current;
    drawnOpen.current = false;
    if (closedBeforeHydration) {
      closeRef.current?.();
      return;
    }
    // Open as the server drew it: modal from now on (its close event finds it open again).
    if (dialog.open) dialog.close();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    dialog.showModal();
    focusStart(dialog, initialFocus);
    const release = givesWay ? undefined : dialogOpened();
    return () => {
      release?.();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      dialog.close();
    };
  }, [initialFocus, givesWay]);

  const dialog = (
    // A click on the dialog element itself landed outside the panel, on ::backdrop; it must
    // also have started there, so a text selection dragged out of the panel does not close
    // it. Keyboard users close with Escape (the cancel event) or the close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard equivalent
    <dialog
      ref={ref}
      open={inline && startedFromServer() ? true : undefined}
      aria-labelledby={titleId}
      // Chromium closes a modal on a second Escape whatever cancel says; "none" stops that.
      closedby={onClose ? 'closerequest' : 'none'}
      tabIndex={-1}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedBackdrop.current) closeRef.current?.();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              className="icon-button dialog__close"
              aria-label={t`ปิด`}
              onClick={() => closeRef.current?.()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
  return inline ? dialog : createPortal(dialog, document.body);
}
