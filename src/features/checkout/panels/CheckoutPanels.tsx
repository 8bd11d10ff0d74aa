import { useEffect, useRef } from 'react';
import type { Panel } from '../../../../machines/checkout/checkout-rules.ts';
import { type CheckoutSnapshot, useCheckout } from '../checkout-actor.ts';
import { BuyerPanel } from './BuyerPanel.tsx';
import { CheckoutErrorModal } from './CheckoutErrorModal.tsx';
import { CheckoutTotals } from './CheckoutTotals.tsx';
import { CouponPanel } from './CouponPanel.tsx';
import { PanelSteps } from './PanelSteps.tsx';
import { PaymentPanel } from './PaymentPanel.tsx';
import { PANEL_HEADING_ID } from './panel-titles.ts';
import { ReviewPanel } from './ReviewPanel.tsx';
import { ShippingPanel } from './ShippingPanel.tsx';

const PANEL_STATES = ['buyer', 'shipping', 'discount', 'payment', 'review'] as const;

/** The panel shown: placing, and a place whose answer was lost, stay on the review. */
const panelOf = (snapshot: CheckoutSnapshot): Panel => {
  const index = PANEL_STATES.findIndex((state) => snapshot.matches({ panels: { current: state } }));
  return index < 0 ? 5 : ((index + 1) as Panel);
};

const PANELS: Record<Panel, () => React.JSX.Element> = {
  1: BuyerPanel,
  2: ShippingPanel,
  3: CouponPanel,
  4: PaymentPanel,
  5: ReviewPanel,
};

/** Panels 1 to 5 with their steps and the totals beside them. */
export function CheckoutPanels() {
  const panel = useCheckout(panelOf);
  const shown = useRef(panel);
  // A keyboard or screen-reader user lands on the new panel, not on a button now gone.
  useEffect(() => {
    if (shown.current === panel) return;
    shown.current = panel;
    document.getElementById(PANEL_HEADING_ID)?.focus();
  }, [panel]);
  const Current = PANELS[panel];
  return (
    <>
      <PanelSteps current={panel} />
      <div className="checkout__layout">
        <div className="checkout__panel">
          <Current />
        </div>
        <CheckoutTotals />
      </div>
      <CheckoutErrorModal />
    </>
  );
}
