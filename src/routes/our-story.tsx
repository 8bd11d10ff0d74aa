import { createFileRoute } from '@tanstack/react-router';
import { staticPageQuery } from '../api/queries/content.ts';
import { StaticPageView } from '../features/content/StaticPageView.tsx';

export const Route = createFileRoute('/our-story')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staticPageQuery('our-story')),
  component: OurStoryPage,
});

function OurStoryPage() {
  return <StaticPageView slug="our-story" />;
}
