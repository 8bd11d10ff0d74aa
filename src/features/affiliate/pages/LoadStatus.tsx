import { Trans } from '@lingui/react/macro';
import { Alert } from '../../../ui/Alert.tsx';

/** What an affiliate's page says while its figures load, or when they could not be read. */
export function LoadStatus({ failed }: { failed: boolean }) {
  return failed ? (
    <Alert kind="error">
      <Trans>โหลดข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
    </Alert>
  ) : (
    <p role="status">
      <Trans>กำลังโหลด…</Trans>
    </p>
  );
}
