import { Trans } from '@lingui/react/macro';
import './page-pending.css';

/** Shown while a catalogue page loads for longer than a moment. */
export function PagePending() {
  return (
    <div className="page-pending container" role="status">
      <span className="page-pending__spinner" aria-hidden="true" />
      <Trans>กำลังโหลด…</Trans>
    </div>
  );
}
