import { createFileRoute } from '@tanstack/react-router';
import { shortLinkRoute } from '../../features/catalogue/routing/short-link-route.ts';

/** Short share link of a promotion: looked up, then redirected to its page. */
export const Route = createFileRoute('/p/$shortLink')({
  ...shortLinkRoute(),
  codeSplitGroupings: [],
});
