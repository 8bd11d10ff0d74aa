import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../layout/RootLayout.tsx';
import { warmLayout } from '../layout/warm-layout.ts';
import type { RouterContext } from '../routing/router.ts';
import { UnknownPath } from '../routing/UnknownPath.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Runs beside the first page's loader, once: later pages find the layout's data cached.
  loader: ({ context }) => warmLayout(context.queryClient),
  staleTime: Number.POSITIVE_INFINITY,
  // Any path no route matches falls back to the home page.
  notFoundComponent: UnknownPath,
});
