import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pageWindow } from './page-window.ts';
import './pager.css';

export interface PagerProps {
  pageNo: number;
  pageCount: number;
  /** Scroll to this element after a page change instead of the top of the page. */
  hash?: string;
}

/**
 * Links to the pages of the current list. The page lives in the URL (pageNo, absent for
 * page 1), so a page can be shared, reloaded and reached with Back.
 */
export function Pager({ pageNo, pageCount, hash }: PagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;

  const pageLink = (page: number) =>
    ({
      to: '.',
      search: (previous: Record<string, unknown>) => ({
        ...previous,
        pageNo: page === 1 ? undefined : page,
      }),
      hash,
      resetScroll: hash === undefined,
    }) as const;

  return (
    <nav className="pager" aria-label={t`เลือกหน้า`}>
      {pageNo > 1 ? (
        <Link {...pageLink(pageNo - 1)} className="pager__step" rel="prev">
          <Trans>ก่อนหน้า</Trans>
        </Link>
      ) : (
        <span className="pager__step pager__step--off" aria-hidden="true">
          <Trans>ก่อนหน้า</Trans>
        </span>
      )}
      <ol className="pager__pages">
        {pageWindow(pageNo, pageCount).map((item, index) =>
          item === 'gap' ? (
            // Gaps never move: their position in the list is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                {...pageLink(item)}
                className="pager__page"
                aria-current={item === pageNo ? 'page' : undefined}
                aria-label={t`หน้า ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {pageNo < pageCount ? (
        <Link {...pageLink(pageNo + 1)} className="pager__step" rel="next">
          <Trans>ถัดไป</Trans>
        </Link>
      ) : (
        <span className="pager__step pager__step--off" aria-hidden="true">
          <Trans>ถัดไป</Trans>
        </span>
      )}
    </nav>
  );
}
