// Who earns an order (issue 35): a visitor lands through an affiliate's share, and the click
// recorded then is what the visitor's cart names. A click attributes for ATTRIBUTION_WINDOW_DAYS
// (its cookies live as long), the latest click a cart may name wins, and the order placed from
// the cart earns its affiliate cashback unless the buyer is that affiliate. Pure rules;
// ./attribution.ts reads the clicks.

/** How long a click attributes orders, and how long the SPA keeps its cookies. */
export const ATTRIBUTION_WINDOW_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a click made at `at` stops attributing. */
export const attributionEndsAt = (at: Date): Date =>
  new Date(at.getTime() + ATTRIBUTION_WINDOW_DAYS * DAY_MS);

/** The earliest a click may have been made to attribute at `now`. */
export const windowStartAt = (now: Date): Date =>
  new Date(now.getTime() - ATTRIBUTION_WINDOW_DAYS * DAY_MS);

/** The spec's short-link routes (section 2): product, article, news, promotion, store, home. */
const SHORT_LINK = /^\/(?:pd|a|n|p|st|main)\/([A-Za-z0-9_-]{1,32})\/?$/;

/**
 * What a click is counted under: a short link's code (the share itself), else the path landed
 * on without its query or fragment (which may carry anything, the visitor's too).
 */
export function linkOf(path: string): string {
  const bare = path.replace(/[?#][\s\S]*$/, '');
  return SHORT_LINK.exec(bare)?.[1] ?? bare;
}

/** What a cart says of a click: the affiliate's code and the click's id (its cookies). */
export interface NamedClick {
  affiliateCode: string;
  clickId: string;
}

/** A click as recorded, with its affiliate's code as it is now (null: no longer an affiliate). */
export interface RecordedClick {
  id: string;
  affiliateUserId: number;
  affiliateCode: string | null;
  referer: string | null;
  createdAt: Date;
}

/**
 * The click a cart naming `named` is attributed to at `now`: of the recorded clicks it names
 * with their affiliate's own code, made within the window, the latest (last click wins); a
 * tie goes to the greater id, so the answer never depends on the order they are given in.
 */
export function lastClick<C extends RecordedClick>(
  named: readonly NamedClick[],
  recorded: readonly C[],
  now: Date,
): C | undefined {
  const since = windowStartAt(now).getTime();
  let last: C | undefined;
  for (const click of recorded) {
    const isNamed = named.some(
      (name) => name.clickId === click.id && name.affiliateCode === click.affiliateCode,
    );
    const at = click.createdAt.getTime();
    if (!isNamed || at <= since || at > now.getTime()) continue;
    const later =
      !last ||
      at > last.createdAt.getTime() ||
      (at === last.createdAt.getTime() && click.id > last.id);
    if (later) last = click;
  }
  return last;
}
