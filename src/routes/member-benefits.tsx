import { createFileRoute } from '@tanstack/react-router';
import { staticPageQuery } from '../api/queries/content.ts';
import { StaticPageView } from '../features/content/StaticPageView.tsx';

export const Route = createFileRoute('/member-benefits')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staticPageQuery('member-benefits')),
  component: MemberBenefitsPage,
});

function MemberBenefitsPage() {
  return <StaticPageView slug="member-benefits" />;
}
