import { Trans } from '@lingui/react/macro';

/** Tries again what failed: the payment machine knows which call that was. */
export function PaymentRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="button" onClick={onRetry}>
      <Trans>ลองอีกครั้ง</Trans>
    </button>
  );
}
