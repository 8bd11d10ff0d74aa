import { Trans } from '@lingui/react/macro';
import { useCheckoutActor } from './checkout-actor.ts';

/** Tries again what failed or went unanswered: the machine knows which step that was. */
export function RetryButton() {
  const actor = useCheckoutActor();
  return (
    <button type="button" className="button" onClick={() => actor.send({ type: 'checkout.retry' })}>
      <Trans>ลองอีกครั้ง</Trans>
    </button>
  );
}
