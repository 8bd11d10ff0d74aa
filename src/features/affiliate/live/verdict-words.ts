import { useLingui } from '@lingui/react/macro';
import type { CommentVerdict } from '../../../api/queries/live.ts';

/** What each comment was decided to be, in the seller's words. */
export function useVerdictWords(): Record<CommentVerdict, string> {
  const { t } = useLingui();
  return {
    ordered: t`สั่งซื้อแล้ว`,
    added: t`เพิ่มในคำสั่งซื้อเดิม`,
    'over-limit': t`เกินจำนวนต่อคน`,
    'out-of-stock': t`สินค้าหมด`,
    'post-finished': t`ไลฟ์จบแล้ว`,
    'before-start': t`เขียนก่อนเริ่มไลฟ์`,
    'unknown-keyword': t`ไม่มีคีย์เวิร์ดนี้`,
    ignored: t`ความคิดเห็นทั่วไป`,
  };
}
