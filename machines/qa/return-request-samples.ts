// A return request's sample answers, as `GET /Order/{orderId}`, `GET /returns/reasons`,
// `POST /returns/photos`, `POST /Order/{orderId}/return` and `GET /returns/{returnId}` answer
// them: a delivered order of two lines (one a free gift) paid by transfer, the same paid by
// card, one that has a request, one past its 7 days; the reasons; a request of each status.
// QA's paths, the gallery and the machine tests start from these.
import type { AnyEventObject } from 'xstate';
import type { ReturnRequestContext } from '../return-request/return-request.machine';
import {
  type BankRefund,
  type Order,
  problemsOf,
  type ReturnPhoto,
  type ReturnReasonChoice,
  type ReturnRequest,
  type ReturnStatus,
} from '../return-request/return-request-rules';

/** The honey: two bought at 259 baht, 10 off the line. */
export const HONEY_LINE_ID = 101;
/** The free gift that came with it: never returned. */
export const GIFT_LINE_ID = 102;

const deliveredAt = '2026-11-27T08:00:00.000Z';

const returnable: Order = {
  id: 41,
  referenceCode: 'RT41AB12CD34',
  cartId: '7b6c2a1e-5d4f-4e3a-9b8c-1a2b3c4d5e6f',
  statusId: 4,
  status: 'จัดส่งแล้ว',
  seller: { id: 3, urlKey: 'bee-farm', name: 'ฟาร์มผึ้งบ้านสวน' },
  createdAt: '2026-11-24T03:00:00.000Z',
  products: [
    {
      lineId: HONEY_LINE_ID,
      reviewId: null,
      productId: 11,
      name: 'น้ำผึ้งป่าแท้ 500 กรัม',
      sku: 'HONEY-500',
      urlKey: 'wild-honey-500g',
      imageUrl: '/images/products/honey.png',
      quantity: 2,
      price: 259,
      discount: 10,
      total: 508,
      isFreeProduct: 0,
      attribute: [],
    },
    {
      lineId: GIFT_LINE_ID,
      reviewId: null,
      productId: 12,
      name: 'ช้อนไม้สำหรับน้ำผึ้ง',
      sku: 'SPOON-1',
      urlKey: 'honey-spoon',
      imageUrl: '/images/products/spoon.png',
      quantity: 1,
      price: 0,
      discount: 0,
      total: 0,
      isFreeProduct: 1,
      attribute: [],
    },
  ],
  shipping: { name: 'Kerry Express', days: '1-3' },
  shipTo: {
    name: 'สมชาย ใจดี',
    telephone: '0812345678',
    address: '99/1 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  },
  paymentKind: 'transfer',
  subtotal: 518,
  discount: 10,
  couponDiscount: 20,
  shippingFee: 40,
  total: 528,
  canConfirmReceipt: true,
  canReturn: true,
  returnRequest: null,
  deliveredAt,
};

export const returnOrderSamples = {
  /** Delivered two days ago, paid by transfer: the refund goes to a bank account. */
  returnable,
  /** The same, paid by card: the refund may go back to the card. */
  paidByCard: { ...returnable, id: 42, paymentKind: 'card' } satisfies Order,
  /** A request was sent already: it is followed. */
  requested: {
    ...returnable,
    id: 43,
    canReturn: false,
    canConfirmReceipt: false,
    returnRequest: { id: 9, status: 'waiting' },
  } satisfies Order,
  /** Delivered more than 7 days ago. */
  windowOver: {
    ...returnable,
    id: 44,
    canReturn: false,
    deliveredAt: '2026-11-10T08:00:00.000Z',
  } satisfies Order,
};

export const returnReasons: ReturnReasonChoice[] = [
  { code: 'damaged', name: 'สินค้าชำรุดหรือเสียหาย' },
  { code: 'wrong-item', name: 'ได้รับสินค้าไม่ตรงกับที่สั่ง' },
  { code: 'not-as-described', name: 'สินค้าไม่ตรงตามรายละเอียด' },
  { code: 'missing-parts', name: 'สินค้าไม่ครบ' },
  { code: 'expired', name: 'สินค้าหมดอายุ' },
  { code: 'changed-mind', name: 'เปลี่ยนใจ' },
];

export const samplePhoto: ReturnPhoto = {
  name: 'Zq3v9XkLm2Np4Rs6Tu8Wx0.webp',
  width: 1200,
  height: 900,
};

export const sampleBank: BankRefund = {
  kind: 'bank',
  bankName: 'ธนาคารกสิกรไทย',
  accountName: 'สมชาย ใจดี',
  accountNumber: '123-4-56789-0',
};

export const sampleDetails = 'ขวดแตกระหว่างขนส่ง น้ำผึ้งรั่วออกมาทั้งกล่อง';

const LABELS: Record<ReturnStatus, string> = {
  waiting: 'รอการตรวจสอบ',
  'in-progress': 'กำลังดำเนินการ',
  completed: 'คืนเงินเรียบร้อย',
  refused: 'ไม่อนุมัติ',
};

/** Order 41's request of one honey, as it stands at each status. */
export function returnRequestOf(status: ReturnStatus): ReturnRequest {
  const decided = status === 'completed' || status === 'refused';
  return {
    id: 9,
    orderId: 41,
    referenceCode: returnable.referenceCode,
    status,
    statusLabel: LABELS[status],
    reason: 'damaged',
    reasonLabel: 'สินค้าชำรุดหรือเสียหาย',
    details: sampleDetails,
    photos: [samplePhoto],
    lines: [
      { lineId: HONEY_LINE_ID, productId: 11, name: 'น้ำผึ้งป่าแท้ 500 กรัม', quantity: 1, refund: 244 },
    ],
    refund: 244,
    refundTo: {
      kind: 'bank',
      bankName: 'ธนาคารกสิกรไทย',
      accountName: 'สมชาย ใจดี',
      accountNumberEnding: '7890',
    },
    createdAt: '2026-11-28T04:00:00.000Z',
    acceptedAt: status === 'waiting' ? null : '2026-11-29T02:00:00.000Z',
    decidedAt: decided ? '2026-12-02T06:00:00.000Z' : null,
    refusalReason: status === 'refused' ? 'สินค้าที่ส่งคืนไม่ตรงกับรูปที่แนบ' : null,
    transferReference: status === 'completed' ? 'TRF20261202001' : null,
    refundedAt: status === 'completed' ? '2026-12-02T06:00:00.000Z' : null,
  };
}

const refusal = (status: number, message: string, fields: { field: string; message: string }[]) =>
  Object.assign(new Error(message), { status, message, fields });

const offline = new TypeError('offline');

export const returnRequestInputs = [{ orderId: 41 }];

/** A photo the page checked: its bytes are a PNG's. */
export const samplePhotoFile = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], {
  type: 'image/png',
});

export const returnRequestEvents: AnyEventObject[] = [
  ...(['returnable', 'paidByCard', 'requested', 'windowOver'] as const).map((name) => ({
    type: 'xstate.done.actor.loadOrder',
    output: { order: returnOrderSamples[name], reasons: returnReasons },
  })),
  { type: 'xstate.error.actor.loadOrder', error: offline },
  { type: 'return.retry' },
  { type: 'return.lineSet', lineId: HONEY_LINE_ID, quantity: 1 },
  { type: 'return.lineSet', lineId: HONEY_LINE_ID, quantity: 0 },
  { type: 'return.reasonChosen', reason: 'damaged' },
  { type: 'return.detailsChanged', details: sampleDetails },
  { type: 'return.refundToChanged', refundTo: sampleBank },
  { type: 'return.refundToChanged', refundTo: { kind: 'card' } },
  { type: 'return.photoChosen', file: samplePhotoFile },
  { type: 'xstate.done.actor.uploadPhoto', output: samplePhoto },
  {
    type: 'xstate.error.actor.uploadPhoto',
    error: refusal(400, 'The format is not supported', []),
  },
  { type: 'return.photoRemoved', name: samplePhoto.name },
  { type: 'return.next' },
  { type: 'return.back' },
  { type: 'return.confirm' },
  { type: 'xstate.done.actor.createReturn', output: returnRequestOf('waiting') },
  {
    type: 'xstate.error.actor.createReturn',
    error: refusal(400, 'body.refundTo.kind the order was not paid by card', [
      { field: 'body.refundTo.kind', message: 'the order was not paid by card' },
    ]),
  },
  {
    type: 'xstate.error.actor.createReturn',
    error: Object.assign(refusal(409, 'This order has a return request already', []), {
      returnRequest: returnRequestOf('in-progress'),
    }),
  },
  {
    type: 'xstate.error.actor.createReturn',
    error: refusal(409, 'The 7 days to return this order are over', []),
  },
  { type: 'xstate.error.actor.createReturn', error: offline },
  ...(['waiting', 'in-progress', 'completed', 'refused'] as const).map((status) => ({
    type: 'xstate.done.actor.readReturn',
    output: returnRequestOf(status),
  })),
  { type: 'xstate.error.actor.readReturn', error: offline },
  ...(['in-progress', 'completed', 'refused'] as const).map((status) => ({
    type: 'xstate.done.actor.refreshReturn',
    output: returnRequestOf(status),
  })),
  { type: 'xstate.error.actor.refreshReturn', error: offline },
  { type: 'return.refresh' },
];

/**
 * QA's view of the return request's context: the form as how much is missing (what going on
 * reads) and what the page lists, the photos as their count (what a sixth reads), the errors by
 * code, the request by its status. Without it the traversal would walk every combination of
 * fields and photos.
 */
export function returnRequestContextView(context: ReturnRequestContext) {
  return {
    order: context.order?.id ?? null,
    missing: context.order ? problemsOf(context, context.order).length : null,
    shown: context.problems.length,
    photos: context.photos.length,
    photoError: context.photoError?.errorCode ?? null,
    errorCode: context.errorCode,
    fieldErrors: context.fieldErrors.length,
    returnId: context.returnId,
    status: context.returnRequest?.status ?? null,
  };
}
