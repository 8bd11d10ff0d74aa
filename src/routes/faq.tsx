import { createFileRoute } from '@tanstack/react-router';
import { staticPageQuery } from '../api/queries/content.ts';
import { StaticPageView } from '../features/content/StaticPageView.tsx';

export const Route = createFileRoute('/faq')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staticPageQuery('faq')),
  component: FaqPage,
});

function FaqPage() {
  return <StaticPageView slug="faq" />;
}
