export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows: the first, the last, and the current one with its
 * neighbours; a gap stands for each run of pages left out.
 */
export function pageWindow(current: number, count: number): PageItem[] {
  const pages = new Set<number>();
  for (const page of [1, current - 1, current, current + 1, count]) {
    if (page >= 1 && page <= count) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

export const pageCountOf = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / perPage));
