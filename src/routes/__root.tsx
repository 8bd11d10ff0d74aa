import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../layout/RootLayout.tsx';
import type { RouterContext } from '../routing/router-context.ts';
import { UnknownPath } from '../routing/UnknownPath.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Any path no route matches falls back to the home page.
  notFoundComponent: UnknownPath,
});
