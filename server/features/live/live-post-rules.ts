// A live post's life (spec section 4, live states; issue 36): a draft is edited, started once
// it has a social post and products, sells while active, and once finished sells no more: its
// keywords stop working and its products are free for another post. The badge says Live while
// active, otherwise draft.
import type { LIVE_POST_STATUSES } from '../../db/schema-live.ts';
import { normalizeComment } from './comment-order.ts';

export type LivePostStatus = (typeof LIVE_POST_STATUSES)[number];

/** The spec's statusId: 0 a draft, 1 live, 2 finished (the list's status filter takes 0 and 1). */
export const STATUS_ID: Record<LivePostStatus, 0 | 1 | 2> = { draft: 0, active: 1, finished: 2 };

/** The moves of a post, each from the one status it may be taken from. */
export const LIVE_POST_MOVES = {
  start: { from: 'draft', to: 'active' },
  finish: { from: 'active', to: 'finished' },
} as const satisfies Record<string, { from: LivePostStatus; to: LivePostStatus }>;

export type LivePostMove = keyof typeof LIVE_POST_MOVES;

/** Only a draft is edited: a post that sells keeps the prices and keywords buyers saw. */
export const isEditable = (status: LivePostStatus) => status === 'draft';

/** How a keyword is matched against comments: as the comment grammar reads it. */
export const keywordKeyOf = (keyword: string) => normalizeComment(keyword);

/** A keyword sellers can make and buyers can type: letters, then up to 4 digits. */
export const isKeyword = (keyword: string) => /^[a-z]{1,6}\d{0,4}$/.test(keywordKeyOf(keyword));

/** The keywords used twice in one post (as comments read them: `a1` and `A１` are one). */
export function repeatedKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const keyword of keywords) {
    const key = keywordKeyOf(keyword);
    if (seen.has(key)) repeated.add(keyword);
    seen.add(key);
  }
  return [...repeated];
}

/** `part` as a percent of `whole` with 2 decimals (submitOrderPercent); 0 when there is no whole. */
export const percentOf = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.round((part * 10_000) / whole) / 100;
