import { createFileRoute } from '@tanstack/react-router';
import { staticPageQuery } from '../api/queries/content.ts';
import { StaticPageView } from '../features/content/StaticPageView.tsx';

export const Route = createFileRoute('/card-terms-and-conditions')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(staticPageQuery('card-terms-and-conditions')),
  component: CardTermsPage,
});

function CardTermsPage() {
  return <StaticPageView slug="card-terms-and-conditions" />;
}
