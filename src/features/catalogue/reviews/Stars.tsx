import { Trans } from '@lingui/react/macro';

/** A review's stars (1 to 5) as five marks, read out as words. */
export function Stars({ value }: { value: number }) {
  return (
    <span className="review-stars">
      <span aria-hidden="true">
        {'★'.repeat(value)}
        <span className="review-stars__off">{'★'.repeat(5 - value)}</span>
      </span>
      <span className="visually-hidden">
        <Trans>{value} จาก 5 ดาว</Trans>
      </span>
    </span>
  );
}
