import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn } from './focusable.ts';
import './dialog.css';

export interface DialogProps {
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the name for assistive technology but do not show it. */
  hideTitle?: boolean;
  /** Called on Escape, backdrop click or the close button; omit to make the dialog undismissable. */
  onClose?: () => void;
  /** Where focus starts; the first focusable element otherwise. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  variant?: 'center' | 'side';
  className?: string;
  children: ReactNode;
}

let openDialogs = 0;

/** Makes the app behind inert and unscrollable while at least one dialog is open. */
function holdPageBehind(): () => void {
  const appRoot = document.getElementById('root');
  if (openDialogs++ === 0) {
    appRoot?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';
  }
  return () => {
    if (--openDialogs === 0) {
      appRoot?.removeAttribute('inert');
      document.body.style.overflow = '';
    }
  };
}

/**
 * The WAI-ARIA modal dialog pattern: focus moves in and is trapped, Escape closes when
 * dismissable, focus returns to the opener, the page behind is inert. Mount it to open it.
 */
export function Dialog({
  title,
  hideTitle = false,
  onClose,
  initialFocus,
  variant = 'center',
  className,
  children,
}: DialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const root = panel.current;
    if (!root) return;
    (initialFocus?.current ?? focusableIn(root)[0] ?? root).focus();

    const release = holdPageBehind();
    return () => {
      release();
      opener?.focus?.();
    };
  }, [initialFocus]);

  function onKeyDown(event: React.KeyboardEvent) {
    const root = panel.current;
    if (!root) return;
    if (event.key === 'Escape') {
      if (closeRef.current) {
        event.stopPropagation();
        closeRef.current();
      }
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(root);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      root.focus();
    } else if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === root)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className={`dialog-backdrop dialog-backdrop--${variant}`}>
      {/* The backdrop is a pointer convenience; keyboard users close with Escape or the button. */}
      <div className="dialog-scrim" aria-hidden="true" onClick={() => closeRef.current?.()} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
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
    </div>,
    document.body,
  );
}
