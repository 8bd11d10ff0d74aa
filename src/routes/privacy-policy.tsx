import { createFileRoute } from '@tanstack/react-router';
import { staticPageQuery } from '../api/queries/content.ts';
import { StaticPageView } from '../features/content/StaticPageView.tsx';

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staticPageQuery('privacy-policy')),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <StaticPageView slug="privacy-policy" />;
}
