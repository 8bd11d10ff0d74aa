import { Trans } from '@lingui/react/macro';
import type { ErrorInfo } from '../../../../machines/shared/error-code.ts';

/**
 * A flow's failure: the server's own words when it answered, ours when it could not; `known`
 * gives the words for a flow's own error codes.
 */
export function FlowError({
  error,
  offline,
  known,
}: {
  error: ErrorInfo;
  offline?: React.ReactNode;
  known?: Record<string, React.ReactNode>;
}) {
  if (!error.errorCode) return null;
  return (
    <p className="form-error" role="alert">
      {error.serverMessage ??
        known?.[error.errorCode] ??
        (error.errorCode === 'TypeError' && offline ? (
          offline
        ) : (
          <Trans>เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง</Trans>
        ))}
    </p>
  );
}
