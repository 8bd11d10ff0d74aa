import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { isApiError } from '../../api/api-error.ts';

/** What to tell the shopper of a failed call: the server's words, or a plain retry. */
export function useFailureText(): (error: unknown) => string {
  const { t } = useLingui();
  // Stable while the language is, so a refusal worked out from it is too.
  return useCallback(
    (error: unknown) => (isApiError(error) ? error.message : t`เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง`),
    [t],
  );
}
