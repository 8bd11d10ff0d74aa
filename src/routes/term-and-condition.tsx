import { createFileRoute } from '@tanstack/react-router';
import { staticPageQuery } from '../api/queries/content.ts';
import { StaticPageView } from '../features/content/StaticPageView.tsx';

// Shoppers get the member terms; the seller terms (terms-and-conditions) belong to the seller side.
export const Route = createFileRoute('/term-and-condition')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(staticPageQuery('terms-and-condition-member')),
  component: TermsPage,
});

function TermsPage() {
  return <StaticPageView slug="terms-and-condition-member" />;
}
