import type { QueryClient } from '@tanstack/react-query';
import { closureBannerQuery, popupBannersQuery } from '../api/queries/banners.ts';
import { footerConfigQuery, footerSettingQuery, logoQuery } from '../api/queries/settings.ts';
import { importPopupBanner, popupSeenThisSession } from './popup/popup-session.ts';

/**
 * Starts the layout's own data (and the popup's chunk) as the first page starts loading,
 * not once that page's data has arrived and the layout renders: the popup's image is often
 * the largest thing a first visit paints.
 */
export function warmLayout(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(logoQuery());
  void queryClient.prefetchQuery(footerSettingQuery());
  void queryClient.prefetchQuery(footerConfigQuery());
  void queryClient.prefetchQuery(closureBannerQuery());
  if (!popupSeenThisSession()) {
    void queryClient.prefetchQuery(popupBannersQuery());
    void importPopupBanner();
  }
}
