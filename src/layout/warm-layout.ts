import type { QueryClient } from '@tanstack/react-query';
import { layoutFor } from '../../machines/layout/layout-rules.ts';
import { closureBannerQuery, popupBannersQuery } from '../api/queries/banners.ts';
import { footerConfigQuery, footerSettingQuery, logoQuery } from '../api/queries/settings.ts';
import type { AppRouter } from '../routing/router.ts';
import { popupSeenThisSession } from './popup/popup-session.ts';

/**
 * Starts the layout's own data (and the popup's chunk) at boot, beside the first page's
 * chunks and data rather than after them: the popup's image is often the largest thing a
 * first visit paints.
 */
export function warmLayout(queryClient: QueryClient, router: AppRouter): void {
  void queryClient.prefetchQuery(logoQuery());
  void queryClient.prefetchQuery(footerSettingQuery());
  void queryClient.prefetchQuery(footerConfigQuery());
  void queryClient.prefetchQuery(closureBannerQuery());
  const { pathname, searchStr } = router.state.location;
  const { popup } = layoutFor({ pathname, search: searchStr, isCustomerMode: false });
  if (popup && !popupSeenThisSession()) {
    void queryClient.prefetchQuery(popupBannersQuery());
  }
}
