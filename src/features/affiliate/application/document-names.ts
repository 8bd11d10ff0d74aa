import { useLingui } from '@lingui/react/macro';
import type { DocumentKind } from '../../../../machines/affiliate-application/affiliate-application-rules.ts';

/** Each document's name, in the current language. */
export function useDocumentNames(): Record<DocumentKind, string> {
  const { t } = useLingui();
  return {
    identityCard: t`สำเนาบัตรประชาชน`,
    bankBook: t`หน้าแรกของสมุดบัญชีธนาคาร`,
    companyCertificate: t`หนังสือรับรองการจดทะเบียนบริษัท`,
  };
}
