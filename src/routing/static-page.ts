import { lazyRouteComponent } from '@tanstack/react-router';
import { type StaticPageSlug, staticPageQuery } from '../api/queries/content.ts';
import type { RouterContext } from './router-context.ts';

// The content pages share one component chunk (`codeSplitGroupings: []` in their routes): a
// chunk per page only added a loader stub and two chunk-map entries each to the first load.

/** Loads the page's content; its slug is the loader's data, for the shared component. */
export const staticPageLoader =
  (slug: StaticPageSlug) =>
  async ({ context }: { context: RouterContext }): Promise<StaticPageSlug> => {
    await context.queryClient.ensureQueryData(staticPageQuery(slug));
    return slug;
  };

export const StaticPage = lazyRouteComponent(
  () => import('../features/content/StaticPageView.tsx'),
  'StaticPageView',
);
