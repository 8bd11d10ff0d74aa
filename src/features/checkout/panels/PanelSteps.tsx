import { useLingui } from '@lingui/react/macro';
import {
  PANELS,
  type Panel,
  reachablePanels,
} from '../../../../machines/checkout/checkout-rules.ts';
import { type CheckoutSnapshot, useCheckout, useCheckoutActor } from '../checkout-actor.ts';
import { usePanelTitles } from './panel-titles.ts';
import '../../../ui/inline-list.css';

const openPanelsOf = (snapshot: CheckoutSnapshot) =>
  snapshot.matches('panels')
    ? reachablePanels(snapshot.context, snapshot.context.reached).join()
    : '';

/** The numbered steps: a panel already reached opens again, with every choice kept. */
export function PanelSteps({ current }: { current: Panel }) {
  const { t } = useLingui();
  const actor = useCheckoutActor();
  const titles = usePanelTitles();
  const open = useCheckout(openPanelsOf).split(',').map(Number);
  return (
    <nav aria-label={t`ขั้นตอนการชำระเงิน`} className="checkout-steps">
      <ol className="inline-list">
        {PANELS.map((panel) => (
          <li key={panel}>
            <button
              type="button"
              className="checkout-steps__step"
              aria-current={panel === current ? 'step' : undefined}
              disabled={panel !== current && !open.includes(panel)}
              onClick={() => actor.send({ type: 'checkout.panel.open', panel })}
            >
              <span className="checkout__step-number" aria-hidden="true">
                {panel}
              </span>
              <span className="checkout-steps__title">{titles[panel]}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
