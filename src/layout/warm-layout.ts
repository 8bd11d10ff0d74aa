import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { closureBannerQuery, popupBannersQuery } from '../api/queries/banners.ts';
import {
  footerConfigQuery,
  footerSettingQuery,
  logoQuery,
  siteModeQuery,
} from '../api/queries/settings.ts';
import { popupSeenThisSession } from './popup/popup-session.ts';
import { layoutAt } from './use-layout.ts';

/**
 * Starts the layout's own data at boot, beside the first page's chunks and data rather than
 * after them: the popup's image is often the largest thing a first visit paints. Where the
 * server put the answers in index.html (server/http/boot.ts), no request leaves.
 */
export function warmLayout(queryClient: QueryClient, router: AnyRouter): Promise<unknown> {
  const warming = [
    queryClient.prefetchQuery(logoQuery()),
    queryClient.prefetchQuery(footerSettingQuery()),
    queryClient.prefetchQuery(footerConfigQuery()),
    queryClient.prefetchQuery(closureBannerQuery()),
    queryClient.prefetchQuery(siteModeQuery()),
  ];
  if (layoutAt(router.state.location).popup && !popupSeenThisSession()) {
    warming.push(queryClient.prefetchQuery(popupBannersQuery()));
  }
  // The server's first screen waits for them; the browser lets them run beside the page.
  return Promise.all(warming);
}
