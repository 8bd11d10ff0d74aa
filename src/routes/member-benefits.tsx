import { createFileRoute } from '@tanstack/react-router';
import { StaticPage, staticPageLoader } from '../routing/static-page.ts';

export const Route = createFileRoute('/member-benefits')({
  loader: staticPageLoader('member-benefits'),
  component: StaticPage,
  codeSplitGroupings: [],
});
