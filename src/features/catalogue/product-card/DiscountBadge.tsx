import { Trans } from '@lingui/react/macro';
import './price.css';

/** "-16%" on the image; heard as "16% off". Nothing when there is no discount. */
export function DiscountBadge({ percent }: { percent: number }) {
  if (percent <= 0) return null;
  return (
    <span className="discount-badge">
      <span aria-hidden="true">-{percent}%</span>
      <span className="visually-hidden">
        <Trans>ลด {percent}%</Trans>
      </span>
    </span>
  );
}
