import type { Panel } from '../../../../machines/checkout/checkout-rules.ts';
import { PANEL_HEADING_ID, usePanelTitles } from './panel-titles.ts';

/** The panel's number and job; focused when the shopper moves to it. */
export function PanelHeading({ panel }: { panel: Panel }) {
  const title = usePanelTitles()[panel];
  return (
    <h2 id={PANEL_HEADING_ID} tabIndex={-1} className="checkout__panel-title">
      <span className="checkout__step-number" aria-hidden="true">
        {panel}
      </span>{' '}
      {title}
    </h2>
  );
}
