import { createFileRoute } from '@tanstack/react-router';
import { LiveLandingPage } from '../../features/catalogue/live/LiveLandingPage.tsx';
import { PagePending } from '../../features/catalogue/PagePending.tsx';
import { catalogueLoaders } from '../../features/catalogue/routing/lazy-loaders.ts';

export const Route = createFileRoute('/live/')({
  loader: async ({ context }) => (await catalogueLoaders()).loadLiveLanding(context.queryClient),
  pendingComponent: PagePending,
  // The pending and 404 pages are every page's: only the page itself is a chunk of its own.
  codeSplitGroupings: [['component']],
  component: LiveLandingPage,
});
