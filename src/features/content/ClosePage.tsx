import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { closureBannerQuery } from '../../api/queries/banners.ts';
import { BannerPicture } from '../../ui/BannerPicture.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

/** While the shop is closed: the closure banner in a dialog that cannot be dismissed. */
export function ClosePage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(closureBannerQuery());
  if (!data.isShow) return <Navigate to="/" replace />;
  const banner = data.banner?.banner;
  return (
    <Dialog title={t`ปิดให้บริการชั่วคราว`} hideTitle={banner !== undefined}>
      {banner ? (
        <BannerPicture banner={banner} priority />
      ) : (
        <p>
          <Trans>ขออภัยในความไม่สะดวก เว็บไซต์จะกลับมาให้บริการเร็ว ๆ นี้</Trans>
        </p>
      )}
    </Dialog>
  );
}
