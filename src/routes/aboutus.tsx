import { createFileRoute } from '@tanstack/react-router';
import { staticPageQuery } from '../api/queries/content.ts';
import { StaticPageView } from '../features/content/StaticPageView.tsx';

export const Route = createFileRoute('/aboutus')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staticPageQuery('aboutus')),
  component: AboutUsPage,
});

function AboutUsPage() {
  return <StaticPageView slug="aboutus" />;
}
