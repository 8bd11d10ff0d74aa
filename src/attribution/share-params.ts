// Whether a page was opened through an affiliate's link (machines/share/share-params.ts names
// what it carries). Tiny on purpose: the first load reads it to know whether to load the
// landing.
import { AFFILIATE_PARAM } from '../../machines/share/share-params.ts';

export const openedByShareLink = (search: string) =>
  new URLSearchParams(search).has(AFFILIATE_PARAM);
