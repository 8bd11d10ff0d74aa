import { createFileRoute } from '@tanstack/react-router';
import { staticPageQuery } from '../api/queries/content.ts';
import { StaticPageView } from '../features/content/StaticPageView.tsx';

export const Route = createFileRoute('/return-policy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staticPageQuery('return-policy')),
  component: ReturnPolicyPage,
});

function ReturnPolicyPage() {
  return <StaticPageView slug="return-policy" />;
}
