import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AFFILIATE_PAGE_SIZE } from '../../../api/queries/affiliate.ts';
import { Pager } from '../../../ui/pager/Pager.tsx';
import { pageCountOf } from '../../../ui/pager/page-window.ts';
import { LoadStatus } from './LoadStatus.tsx';

/**
 * One of the affiliate's paged lists as a table: loading, failed or empty said in words, the
 * rows `row` draws under the header `head`, and the pager. On a phone the table scrolls
 * sideways within its region, which the keyboard can reach.
 */
export function AffiliateList<T>(props: {
  query: UseQueryResult<{ dataList: T[]; count: number }>;
  pageNo: number;
  caption: string;
  empty: ReactNode;
  head: ReactNode;
  row: (item: T, index: number) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending || query.isError) return <LoadStatus failed={query.isError} />;
  if (query.data.dataList.length === 0) return <p>{props.empty}</p>;
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls is reached by keyboard (WCAG 2.1.1) */}
      <section className="affiliate-table" aria-label={props.caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            <tr>{props.head}</tr>
          </thead>
          <tbody>{query.data.dataList.map(props.row)}</tbody>
        </table>
      </section>
      <Pager pageNo={props.pageNo} pageCount={pageCountOf(query.data.count, AFFILIATE_PAGE_SIZE)} />
    </>
  );
}
