import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { siteModeQuery } from '../api/queries/settings.ts';

/**
 * On a public demo (the server's ALLOW_STAND_INS) every page says that payments and social
 * sign-in are played by stand-ins, so nobody takes the shop for a real one.
 */
export function DemoNotice() {
  const { t } = useLingui();
  const demo = useQuery(siteModeQuery()).data?.demo === true;
  if (!demo) return null;
  return (
    <aside className="demo-notice" aria-label={t`ร้านค้าสาธิต`}>
      <p>
        <Trans>
          ร้านค้าสาธิต: การชำระเงินและการเข้าสู่ระบบด้วยบัญชีโซเชียลเป็นแบบจำลอง ไม่มีการตัดเงินจริง
          และไม่มีการจัดส่งสินค้า
        </Trans>
      </p>
    </aside>
  );
}
