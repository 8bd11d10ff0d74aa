import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../api/api-error.ts';

/** What to tell the shopper of a failed call: the server's words, or a plain retry. */
export function useFailureText(): (error: unknown) => string {
  const { t } = useLingui();
  return (error) => (isApiError(error) ? error.message : t`เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง`);
}
