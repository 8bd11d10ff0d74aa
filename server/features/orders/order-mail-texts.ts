// The buyer's e-mails about a checkout, in Thai and English (the language of the request that
// placed it): placed (each seller's lines and totals, what is due, how and by when to pay) and
// paid. Plain text. Money is baht `0,0.00` and times `DD MMM YYYY HH:mm` in Bangkok time
// (Buddhist-era years in Thai), as the shop's pages write them. Every word of both languages is
// in WORDS, so neither can lack one.
import type { components } from '../../../openapi/storefront.d.ts';
import { formatBaht } from '../../http/baht.ts';
import type { Culture } from '../../http/culture.ts';

type Schemas = components['schemas'];

/** What the e-mails tell of a checkout, its orders already in the buyer's language. */
export interface CheckoutMail {
  referenceCode: string;
  kind: Schemas['PaymentKind'];
  amountSatang: number;
  /** When an unpaid checkout expires; null once paid and for cash on delivery. */
  expiresAt: Date | null;
  orders: Schemas['Order'][];
  /** Each order's page in My orders. */
  orderLink: (orderId: number) => string;
  /** Where a transfer or PromptPay checkout shows its QR and takes the slip. */
  slipLink: string;
}

export interface MailText {
  subject: string;
  text: string;
}

interface Words {
  placedSubject: (reference: string) => string;
  paidSubject: (reference: string) => string;
  thanks: string;
  paidOpening: (amount: string) => string;
  reference: string;
  order: (seller: string, orderId: number) => string;
  free: string;
  shipping: (carrier: string) => string;
  coupon: string;
  orderTotal: string;
  due: string;
  /** How to pay `due` by `by` (a time, or '' when the checkout has none). */
  howToPay: Record<Schemas['PaymentKind'], (due: string, by: string, link: string) => string>;
  baht: (amount: string) => string;
}

const WORDS: Record<Culture, Words> = {
  th: {
    placedSubject: (reference) => `ได้รับคำสั่งซื้อ ${reference} แล้ว`,
    paidSubject: (reference) => `ชำระเงินคำสั่งซื้อ ${reference} เรียบร้อยแล้ว`,
    thanks: 'ขอบคุณที่สั่งซื้อสินค้ากับเรา',
    paidOpening: (amount) => `เราได้รับการชำระเงิน ${amount} ของคุณแล้ว คำสั่งซื้อของคุณพร้อมจัดส่ง`,
    reference: 'เลขที่อ้างอิง',
    order: (seller, orderId) => `${seller} · คำสั่งซื้อ #${orderId}`,
    free: 'ของแถม',
    shipping: (carrier) => `ค่าจัดส่ง (${carrier})`,
    coupon: 'คูปองส่วนลด',
    orderTotal: 'ยอดรวม',
    due: 'ยอดที่ต้องชำระ',
    howToPay: {
      card: (due, by, link) =>
        `ชำระ ${due} ด้วยบัตรเครดิตหรือเดบิต${by && ` ภายใน ${by}`} ที่หน้าคำสั่งซื้อ: ${link}`,
      transfer: (due, by, link) =>
        `โอน ${due} ผ่านธนาคารหรือสแกน QR พร้อมเพย์${by && ` ภายใน ${by}`} แล้วส่งสลิปที่หน้านี้: ${link}`,
      promptpay: (due, by, link) =>
        `สแกน QR พร้อมเพย์ยอด ${due}${by && ` ภายใน ${by}`} แล้วส่งสลิปที่หน้านี้: ${link}`,
      cod: (due) => `ชำระเงินสด ${due} กับพนักงานขนส่งเมื่อได้รับสินค้า`,
    },
    baht: (amount) => `${amount} บาท`,
  },
  en: {
    placedSubject: (reference) => `Order ${reference} placed`,
    paidSubject: (reference) => `Payment for order ${reference} confirmed`,
    thanks: 'Thank you for your order.',
    paidOpening: (amount) =>
      `We have received your payment of ${amount}. Your order is ready to ship.`,
    reference: 'Reference code',
    order: (seller, orderId) => `${seller} · order #${orderId}`,
    free: 'free gift',
    shipping: (carrier) => `Shipping (${carrier})`,
    coupon: 'Coupon',
    orderTotal: 'Total',
    due: 'Amount due',
    howToPay: {
      card: (due, by, link) =>
        `Pay ${due} by credit or debit card${by && ` by ${by}`} on the order's page: ${link}`,
      transfer: (due, by, link) =>
        `Transfer ${due} from your bank or scan the PromptPay QR${by && ` by ${by}`}, then send the slip on this page: ${link}`,
      promptpay: (due, by, link) =>
        `Scan the PromptPay QR of ${due}${by && ` by ${by}`}, then send the slip on this page: ${link}`,
      cod: (due) => `Pay ${due} in cash to the carrier when the parcel arrives.`,
    },
    baht: (amount) => `${amount} baht`,
  },
};

const timeFormats: Record<Culture, Intl.DateTimeFormat> = {
  th: timeFormat('th-TH'),
  en: timeFormat('en-US'),
};

function timeFormat(locale: string) {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Bangkok',
  });
}

/** `DD MMM YYYY HH:mm`, reassembled from its parts so both languages share one order. */
export function formatTime(date: Date, culture: Culture): string {
  const parts = timeFormats[culture].formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}`;
}

function orderLines(order: Schemas['Order'], words: Words, link: string): string[] {
  const money = (amount: number) => words.baht(formatBaht(amount));
  const products = order.products.map((line) => {
    const options = line.attribute.map((each) => each.option.label).join(', ');
    const name = `${line.name}${options && ` (${options})`} × ${line.quantity}`;
    return line.isFreeProduct ? `  ${name}: ${words.free}` : `  ${name}: ${money(line.total)}`;
  });
  return [
    words.order(order.seller.name, order.id),
    ...products,
    `  ${words.shipping(order.shipping.name)}: ${money(order.shippingFee)}`,
    ...(order.couponDiscount ? [`  ${words.coupon}: -${money(order.couponDiscount)}`] : []),
    `  ${words.orderTotal}: ${money(order.total)}`,
    `  ${link}`,
  ];
}

export function orderPlacedText(mail: CheckoutMail, culture: Culture): MailText {
  const words = WORDS[culture];
  const due = words.baht(formatBaht(mail.amountSatang / 100));
  const by = mail.expiresAt ? formatTime(mail.expiresAt, culture) : '';
  const firstOrder = mail.orders[0]?.id;
  const payLink =
    mail.kind === 'card' && firstOrder !== undefined ? mail.orderLink(firstOrder) : mail.slipLink;
  const text = [
    words.thanks,
    `${words.reference}: ${mail.referenceCode}`,
    '',
    ...mail.orders.flatMap((order) => [...orderLines(order, words, mail.orderLink(order.id)), '']),
    `${words.due}: ${due}`,
    words.howToPay[mail.kind](due, by, payLink),
  ].join('\n');
  return { subject: words.placedSubject(mail.referenceCode), text };
}

export function paymentConfirmedText(mail: CheckoutMail, culture: Culture): MailText {
  const words = WORDS[culture];
  const paid = words.baht(formatBaht(mail.amountSatang / 100));
  const text = [
    words.paidOpening(paid),
    `${words.reference}: ${mail.referenceCode}`,
    '',
    ...mail.orders.map(
      (order) =>
        `${words.order(order.seller.name, order.id)}: ${words.baht(formatBaht(order.total))}\n  ${mail.orderLink(order.id)}`,
    ),
  ].join('\n');
  return { subject: words.paidSubject(mail.referenceCode), text };
}
