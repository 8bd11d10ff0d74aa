import { createFileRoute } from '@tanstack/react-router';
import { shortLinkRoute } from '../../features/catalogue/routing/short-link-route.ts';

/** Short share link of a store: looked up, then redirected to its page. */
export const Route = createFileRoute('/st/$shortLink')({
  ...shortLinkRoute(),
  codeSplitGroupings: [],
});
