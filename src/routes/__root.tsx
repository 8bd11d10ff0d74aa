import { createRootRouteWithContext } from '@tanstack/react-router';
import { pageContentHydrated } from '../first-screen/react-commits.ts';
import { RootLayout } from '../layout/RootLayout.tsx';
import type { RouterContext } from '../routing/router-context.ts';
import { UnknownPath } from '../routing/UnknownPath.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // A navigation made while the server's page is still being taken over waits for it
  // (react-commits.ts): at most the few hundred milliseconds of its hydration.
  beforeLoad: () => pageContentHydrated(),
  // Any path no route matches falls back to the home page.
  notFoundComponent: UnknownPath,
});
