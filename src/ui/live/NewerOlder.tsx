import { Trans } from '@lingui/react/macro';
import './newer-older.css';

/**
 * Steps through a list shown newest first, a page at a time, where the page is the view's own
 * and not the address's (a dashboard's comments, the member's live orders).
 */
export function NewerOlder(props: {
  pageNo: number;
  pageCount: number;
  onPage: (pageNo: number) => void;
}) {
  const { pageNo, pageCount, onPage } = props;
  if (pageCount <= 1) return null;
  return (
    <div className="newer-older">
      <button
        type="button"
        className="button button--ghost"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        <Trans>ใหม่กว่า</Trans>
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={pageNo >= pageCount}
        onClick={() => onPage(pageNo + 1)}
      >
        <Trans>เก่ากว่า</Trans>
      </button>
    </div>
  );
}
