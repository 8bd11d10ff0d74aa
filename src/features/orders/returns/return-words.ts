// The return request's words for what the machine keeps as codes: what is missing from the
// form, why an order cannot be returned, and why a photo was not added.
import { useLingui } from '@lingui/react/macro';
import { TOO_MANY_FILES } from '../../../../machines/return-request/return-request.machine.ts';
import type {
  ReturnProblem,
  Unavailable,
} from '../../../../machines/return-request/return-request-rules.ts';

export function useReturnWords() {
  const { t } = useLingui();
  const problem: Record<ReturnProblem, string> = {
    lines: t`เลือกสินค้าที่ต้องการคืนอย่างน้อย 1 รายการ`,
    reason: t`กรุณาเลือกเหตุผลการคืนสินค้า`,
    details: t`กรุณากรอกรายละเอียด (ไม่เกิน 1,000 ตัวอักษร)`,
    photos: t`จำนวนไฟล์เกินกำหนด แนบรูปได้ไม่เกิน 5 รูป`,
    refundTo: t`คืนเงินเข้าบัตรได้เฉพาะคำสั่งซื้อที่ชำระด้วยบัตร`,
    bankName: t`กรุณากรอกชื่อธนาคาร`,
    accountName: t`กรุณากรอกชื่อบัญชี`,
    accountNumber: t`เลขที่บัญชีต้องเป็นตัวเลข 10–12 หลัก`,
  };
  const unavailable: Record<Unavailable, string> = {
    'not-delivered': t`คำสั่งซื้อนี้ยังไม่ถึงมือคุณ ขอคืนสินค้าได้เมื่อได้รับสินค้าแล้ว`,
    received: t`คุณยืนยันการรับสินค้าแล้ว จึงไม่สามารถขอคืนสินค้าได้`,
    'window-over': t`เกิน 7 วันหลังได้รับสินค้าแล้ว จึงไม่สามารถขอคืนสินค้าได้`,
  };
  const photoError = (error: { errorCode: string; serverMessage: string | null }) =>
    error.errorCode === TOO_MANY_FILES
      ? problem.photos
      : (error.serverMessage ?? t`อัปโหลดรูปไม่สำเร็จ กรุณาลองใหม่อีกครั้ง`);
  return { problem, unavailable, photoError };
}
