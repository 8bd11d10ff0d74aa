import { useQuery } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { closureBannerQuery } from '../../api/queries/banners.ts';
import { useAccountModal } from '../../session/account-modals.ts';
import { useDialogOpen } from '../../ui/open-dialogs.ts';
import { useLayout } from '../use-layout.ts';
import PopupBanner from './PopupBanner.tsx';
import { markPopupSeen, popupSeenThisSession } from './popup-session.ts';

/**
 * The banner popup, beside the router rather than inside a page: it opens as soon as its own
 * banners are in, not once the first page has loaded its data (its image is often the largest
 * thing a first visit paints). Once per browser session, where the layout rules allow it and
 * the site is not closed (never on the cart, checkout and payment pages: layout-rules.ts). It
 * waits while an account modal (a required login, the seller promo after registering) or any
 * other dialog is open, and gives way to one that opens: two modal dialogs at once would hide
 * one's buttons under the other.
 */
export function PopupLayer({ router }: { router: AnyRouter }) {
  const [open, setOpen] = useState(() => !popupSeenThisSession());
  const close = useCallback(() => setOpen(false), []);
  const { layout } = useLayout(router);
  const siteClosed = useQuery(closureBannerQuery()).data?.isShow === true;
  const navigate = useCallback((href: string) => void router.navigate({ href }), [router]);
  const accountModalOpen = useAccountModal() !== null;
  const dialogOpen = useDialogOpen();

  if (!open || !layout.popup || siteClosed || accountModalOpen || dialogOpen) return null;
  return <PopupBanner onShown={markPopupSeen} onClose={close} navigate={navigate} />;
}
