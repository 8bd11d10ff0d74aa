import { createFileRoute } from '@tanstack/react-router';
import { shortLinkRoute } from '../../features/catalogue/routing/short-link-route.ts';

/** Short share link of the home page: looked up and followed; an unknown one goes home too. */
export const Route = createFileRoute('/main/$shortLink')({
  ...shortLinkRoute({ unknownGoesHome: true }),
  codeSplitGroupings: [],
});
