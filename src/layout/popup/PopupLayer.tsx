import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { closureBannerQuery } from '../../api/queries/banners.ts';
import type { AppRouter } from '../../routing/router.ts';
import { useLayout } from '../use-layout.ts';
import PopupBanner from './PopupBanner.tsx';
import { markPopupSeen, popupSeenThisSession } from './popup-session.ts';

/**
 * The banner popup, beside the router rather than inside a page: it opens as soon as its own
 * banners are in, not once the first page has loaded its data (its image is often the largest
 * thing a first visit paints). Once per browser session, where the layout rules allow it and
 * the site is not closed.
 */
export function PopupLayer({ router }: { router: AppRouter }) {
  const [open, setOpen] = useState(() => !popupSeenThisSession());
  const close = useCallback(() => setOpen(false), []);
  const { layout } = useLayout(router);
  const siteClosed = useQuery(closureBannerQuery()).data?.isShow === true;
  const navigate = useCallback((href: string) => void router.navigate({ href }), [router]);

  if (!open || !layout.popup || siteClosed) return null;
  return <PopupBanner onShown={markPopupSeen} onClose={close} navigate={navigate} />;
}
