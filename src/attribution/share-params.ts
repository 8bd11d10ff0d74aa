// What an affiliate's share link carries (issue 35): the affiliate's code and the network it
// was shared on. Tiny on purpose: the first load reads it to know whether to load the landing.

/** The affiliate's code in a shared link. */
export const AFFILIATE_PARAM = 'aff';
/** The network a link was shared on (the share modal's targets). */
export const REFERER_PARAM = 'ref';

/** Whether the page was opened through an affiliate's link. */
export const openedByShareLink = (search: string) =>
  new URLSearchParams(search).has(AFFILIATE_PARAM);

/** `url` as `affiliateCode` shares it on `network` (no network: the link copied). */
export function sharedUrl(url: string, affiliateCode: string | null, network?: string): string {
  if (!affiliateCode) return url;
  const shared = new URL(url);
  shared.searchParams.set(AFFILIATE_PARAM, affiliateCode);
  if (network) shared.searchParams.set(REFERER_PARAM, network);
  return shared.href;
}
