import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import './alert.css';

export const SUCCESS_AUTO_CLOSE_MS = 2000;

export interface AlertProps {
  kind: 'success' | 'error' | 'warning';
  children: ReactNode;
  onClose?: () => void;
}

/** Inline alert; a success alert closes itself after 2 s (the spec's success modal delay). */
export function Alert({ kind, children, onClose }: AlertProps) {
  const { t } = useLingui();
  useEffect(() => {
    if (kind !== 'success' || !onClose) return;
    const timer = setTimeout(onClose, SUCCESS_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [kind, onClose]);

  return (
    <div className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="alert__body">{children}</div>
      {onClose && (
        <button type="button" className="icon-button" aria-label={t`ปิด`} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
