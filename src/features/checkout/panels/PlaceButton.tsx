import { Trans } from '@lingui/react/macro';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';
import { RetryButton } from '../RetryButton.tsx';

/** Places the order; after a lost answer, sends the same attempt again (the same key). */
export function PlaceButton({ mayPlace }: { mayPlace: boolean }) {
  const actor = useCheckoutActor();
  const placing = useCheckout((s) => s.matches('placing'));
  const unanswered = useCheckout((s) => s.matches('placeUnanswered'));
  if (unanswered) return <RetryButton />;
  return (
    <button
      type="button"
      className="button"
      disabled={!mayPlace || placing}
      aria-busy={placing}
      onClick={() => actor.send({ type: 'checkout.place' })}
    >
      {placing ? <Trans>กำลังสั่งซื้อ…</Trans> : <Trans>สั่งซื้อ</Trans>}
    </button>
  );
}
