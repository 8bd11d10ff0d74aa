import { createFileRoute } from '@tanstack/react-router';
import { staticPageQuery } from '../api/queries/content.ts';
import { StaticPageView } from '../features/content/StaticPageView.tsx';

export const Route = createFileRoute('/cookie-policy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staticPageQuery('cookie-policy')),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <StaticPageView slug="cookie-policy" />;
}
