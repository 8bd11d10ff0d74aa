import { Trans } from '@lingui/react/macro';
import './price.css';
import { formatCount } from '../../../format/number.ts';

export interface RatingProps {
  /** Average stars, 0 to 5. */
  value: number;
  /** How many reviews the average is of, when known. */
  count?: number;
  className?: string;
}

/** Stars as a glyph and a figure; assistive technology hears one plain sentence. */
export function Rating({ value, count, className }: RatingProps) {
  const stars = value.toFixed(1);
  const reviews = count === undefined ? undefined : formatCount(count);
  return (
    <span className={`rating${className ? ` ${className}` : ''}`}>
      <span aria-hidden="true">
        <span className="rating__star">★</span> {stars}
        {reviews !== undefined && ` (${reviews})`}
      </span>
      <span className="visually-hidden">
        {reviews === undefined ? (
          <Trans>คะแนน {stars} จาก 5</Trans>
        ) : (
          <Trans>
            คะแนน {stars} จาก 5 จาก {reviews} รีวิว
          </Trans>
        )}
      </span>
    </span>
  );
}
