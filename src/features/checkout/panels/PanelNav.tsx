import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { canLeave, type Panel } from '../../../../machines/checkout/checkout-rules.ts';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';

/** Back and next (or the review's own action), at the foot of a panel. */
export function PanelNav({ panel, action }: { panel: Panel; action?: ReactNode }) {
  const actor = useCheckoutActor();
  const mayLeave = useCheckout((snapshot) => canLeave(snapshot.context, panel));
  return (
    <div className="checkout__nav">
      {panel > 1 && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => actor.send({ type: 'checkout.back' })}
        >
          <Trans>ย้อนกลับ</Trans>
        </button>
      )}
      {action ?? (
        <button
          type="button"
          className="button"
          disabled={!mayLeave}
          onClick={() => actor.send({ type: 'checkout.next' })}
        >
          <Trans>ถัดไป</Trans>
        </button>
      )}
    </div>
  );
}
