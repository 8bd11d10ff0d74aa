import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { withHidePopup } from '../../../machines/layout/layout-rules.ts';
import { popupBannersQuery } from '../../api/queries/banners.ts';
import { BannerPicture } from '../../ui/BannerPicture.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import './popup-banner.css';

export const POPUP_AUTOPLAY_MS = 3500;

export interface PopupBannerProps {
  /** Called once the popup has been shown, so it is not shown again this session. */
  onShown: () => void;
  onClose: () => void;
  /** Follows an in-app link (the popup sits outside the router's tree). */
  navigate: (href: string) => void;
}

/** The promotional banner popup: a carousel in a dialog; following a banner suppresses the popup there. */
export default function PopupBanner({ onShown, onClose, navigate }: PopupBannerProps) {
  const { t } = useLingui();
  const banners = useQuery(popupBannersQuery()).data?.dataList ?? [];
  const hasBanners = banners.length > 0;

  useEffect(() => {
    if (hasBanners) onShown();
  }, [hasBanners, onShown]);

  if (!hasBanners) return null;
  return (
    <Dialog
      title={t`โปรโมชันพิเศษ`}
      hideTitle
      onClose={onClose}
      className="popup-banner"
      givesWay
      inline
    >
      <Carousel
        items={banners}
        interval={POPUP_AUTOPLAY_MS}
        label={t`โปรโมชันพิเศษ`}
        itemKey={(banner) => banner.id}
        renderSlide={(banner, index) => {
          const href = withHidePopup(banner.linkUrl);
          const internal = href.startsWith('/');
          return (
            <a
              href={href}
              onClick={(event) => {
                onClose();
                if (!internal) return;
                event.preventDefault();
                navigate(href);
              }}
            >
              <BannerPicture
                banner={banner}
                priority={index === 0}
                later={index > 0}
                // Few slides, shown in turn: load them all now so none appears blank.
                loading="eager"
              />
            </a>
          );
        }}
      />
    </Dialog>
  );
}
