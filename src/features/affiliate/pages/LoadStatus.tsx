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

/** A page whose first read failed: says so, and offers to read it again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <LoadStatus failed />
      <button type="button" className="button" onClick={onRetry}>
        <Trans>ลองอีกครั้ง</Trans>
      </button>
    </>
  );
}
