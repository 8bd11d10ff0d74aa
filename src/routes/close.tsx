import { createFileRoute } from '@tanstack/react-router';
import { closureBannerQuery } from '../api/queries/banners.ts';
import { ClosePage } from '../features/content/ClosePage.tsx';

export const Route = createFileRoute('/close')({
  loader: ({ context }) => context.queryClient.ensureQueryData(closureBannerQuery()),
  component: ClosePage,
});
