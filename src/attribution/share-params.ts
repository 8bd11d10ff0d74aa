// What an affiliate's share link carries (issue 35): their code, and the network it went out
// on (machines/share/share-targets.ts names both). Tiny on purpose: the first load reads it to
// know whether to load the landing.
import { AFFILIATE_PARAM, REFERER_PARAM, sharedOn } from '../../machines/share/share-targets.ts';

export { AFFILIATE_PARAM, REFERER_PARAM };

/** Whether the page was opened through an affiliate's link. */
export const openedByShareLink = (search: string) =>
  new URLSearchParams(search).has(AFFILIATE_PARAM);

/** `url` as `affiliateCode` shares it (copied; the share modal's networks say theirs). */
export function affiliateUrl(url: string, affiliateCode: string | null | undefined): string {
  if (!affiliateCode) return url;
  const shared = new URL(url);
  shared.searchParams.set(AFFILIATE_PARAM, affiliateCode);
  return sharedOn(shared.href, 'copy');
}
