import { Trans } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';
import { Dialog } from '../Dialog.tsx';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  /** The question, naming what is to happen. */
  title: ReactNode;
  /** The confirm button's words: the action itself ("Remove address"), never a bare "OK". */
  confirmLabel: ReactNode;
  /** The action is under way: confirming again is refused. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What to know before answering. */
  children: ReactNode;
}

/** Asks before an action that cannot be undone; Cancel has the focus, so Enter does nothing. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={props.title} onClose={props.onClose} initialFocus={cancel}>
      {props.children}
      <div className="confirm-dialog__actions">
        <button ref={cancel} type="button" className="button button--ghost" onClick={props.onClose}>
          <Trans>ยกเลิก</Trans>
        </button>
        <button type="button" className="button" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
