import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The placeholder page (ui/NotYetAvailable.tsx) of every route whose feature arrives in a
 * later release, as one chunk they all share: not in every page's first load, and no stub or
 * chunk of a route's own (those routes keep `codeSplitGroupings: []`).
 */
export const NotYetAvailable = lazyRouteComponent(
  () => import('../ui/NotYetAvailable.tsx'),
  'NotYetAvailable',
);
