import { useLingui } from '@lingui/react/macro';
import type { Panel } from '../../../../machines/checkout/checkout-rules.ts';

/** The shown panel's heading, focused when the shopper moves to another panel. */
export const PANEL_HEADING_ID = 'checkout-panel-heading';

/** Each numbered panel's job, as the steps and the panel's heading name it. */
export function usePanelTitles(): Record<Panel, string> {
  const { t } = useLingui();
  return {
    1: t`ผู้ซื้อและที่อยู่จัดส่ง`,
    2: t`การจัดส่ง`,
    3: t`คูปองส่วนลด`,
    4: t`วิธีชำระเงิน`,
    5: t`ตรวจสอบและสั่งซื้อ`,
  };
}
