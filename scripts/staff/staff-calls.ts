// What `npm run staff` does, apart from reading its arguments: the staff calls of the API with
// the staff token, and their answers as lines. Takes `fetch` so the tests run it against the
// app in-process.
import type { components } from '../../openapi/storefront.d.ts';

type Order = components['schemas']['Order'];
type Payment = components['schemas']['Payment'];
type StaffPayment = components['schemas']['StaffPayment'];
type Application = components['schemas']['StaffAffiliateApplication'];
type ApplicationStatus = components['schemas']['AffiliateApplicationStatus'];
type Withdrawal = components['schemas']['StaffWithdrawal'];
type WithdrawalStatus = components['schemas']['WithdrawalStatus'];
type StaffReturn = components['schemas']['StaffReturn'];
type ReturnStatus = components['schemas']['ReturnStatus'];
type Review = components['schemas']['Review'];
type MyReview = components['schemas']['MyReview'];

export const MOVES = ['confirm-payment', 'ship', 'deliver', 'complete'] as const;
export type StaffMove = (typeof MOVES)[number];

/** The withdrawal commands, by the API's move they take. */
export const WITHDRAWAL_COMMANDS = {
  'review-withdrawal': 'review',
  'approve-withdrawal': 'approve',
  'transfer-withdrawal': 'transfer',
  'refuse-withdrawal': 'refuse',
} as const;
export type WithdrawalCommand = keyof typeof WITHDRAWAL_COMMANDS;

/** The return commands, by the API's move they take. */
export const RETURN_COMMANDS = {
  'accept-return': 'accept',
  'refuse-return': 'refuse',
  'receive-return': 'receive',
} as const;
export type ReturnCommand = keyof typeof RETURN_COMMANDS;

export type StaffCommand =
  | { kind: 'orders'; statusId: number }
  | { kind: 'payment'; referenceCode: string; out: string | undefined }
  | { kind: 'move'; move: StaffMove; orderId: number }
  | { kind: 'reject-slip'; referenceCode: string; reason: string }
  | { kind: 'affiliates'; status: Exclude<ApplicationStatus, 'draft'> }
  | { kind: 'affiliate'; applicationId: number }
  | { kind: 'verify-affiliate'; applicationId: number }
  | { kind: 'refuse-affiliate'; applicationId: number; reason: string }
  | { kind: 'confirm-cashback'; asOf: string | undefined }
  | { kind: 'withdrawals'; status: WithdrawalStatus }
  | { kind: 'adjust'; affiliateCode: string; amount: number; reason: string; key: string }
  | { kind: 'move-withdrawal'; command: WithdrawalCommand; withdrawalId: number; text?: string }
  | { kind: 'returns'; status: ReturnStatus }
  | { kind: 'return'; returnId: number }
  | { kind: 'move-return'; command: ReturnCommand; returnId: number; text?: string }
  | { kind: 'reviews'; urlKey: string }
  | { kind: 'hide-review'; reviewId: number; reason: string };

export interface StaffContext {
  /** The shop's address, e.g. http://localhost:3000. */
  url: string;
  token: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  line: (text: string) => void;
  /** Writes a file (a slip, a document, a photo) where given, answering where it went. */
  save: (path: string, bytes: Uint8Array) => Promise<string>;
}

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' } as const;

/** A time as staff in Thailand read it off a slip: Bangkok's wall clock. */
const bangkok = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Bangkok', hour12: false });

const baht = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One order on one line: what staff need to decide and to find it again. */
export const orderLine = (order: Order) =>
  [
    `#${order.id}`,
    order.referenceCode,
    order.status,
    order.paymentKind,
    `฿${baht(order.total)}`,
    order.seller.name,
    `→ ${order.shipTo.name} ${order.shipTo.telephone}`,
  ].join('  ');

/** One application on one line: who, as on the card, and where the money would go. */
export const applicationLine = (application: Application) =>
  [
    `#${application.id}`,
    application.status,
    `${application.firstname ?? ''} ${application.lastname ?? ''}`.trim() || '(draft)',
    application.applicant.email ?? '',
    application.applicant.telephone,
    application.bankCode ? `bank ${application.bankCode} ${application.accountNumber}` : '',
    application.applicant.affiliateCode ? `code ${application.applicant.affiliateCode}` : '',
    application.refusalReason ? `(${application.refusalReason})` : '',
  ]
    .filter(Boolean)
    .join('  ');

/** One withdrawal on one line: how much, where it goes, whose, and where it stands. */
export const withdrawalLine = ({ withdrawal, accountNumber, affiliate }: Withdrawal) =>
  [
    `#${withdrawal.id}`,
    withdrawal.status,
    `฿${baht(withdrawal.amount)}`,
    `→ bank ${withdrawal.account.bankCode} ${accountNumber} ${withdrawal.account.accountName}`,
    `code ${affiliate.affiliateCode}`,
    affiliate.email ?? affiliate.telephone,
    `due ${bangkok(withdrawal.dueBy)}`,
    withdrawal.refusalReason ? `(${withdrawal.refusalReason})` : '',
    withdrawal.transferReference ? `ref ${withdrawal.transferReference}` : '',
  ]
    .filter(Boolean)
    .join('  ');

/** One return request on one line: which order, what it refunds, where to, and where it stands. */
export const returnLine = ({ returnRequest: r, accountNumber, buyer }: StaffReturn) =>
  [
    `#${r.id}`,
    r.status,
    `order #${r.orderId} ${r.referenceCode}`,
    r.lines.map((line) => `${line.quantity}× ${line.name}`).join(', '),
    `฿${baht(r.refund)}`,
    r.refundTo.kind === 'card'
      ? '→ card'
      : `→ ${r.refundTo.bankName} ${accountNumber} ${r.refundTo.accountName}`,
    buyer.email ?? buyer.telephone,
    `${r.reason}: ${r.details}`,
    r.photos.length ? `${r.photos.length} photo(s)` : '',
    r.refusalReason ? `(${r.refusalReason})` : '',
    r.transferReference ? `ref ${r.transferReference}` : '',
    r.status === 'completed' && !r.refundedAt ? 'card refund pending' : '',
  ]
    .filter(Boolean)
    .join('  ');

export const reviewLine = (review: Review | MyReview) =>
  [
    `#${review.id}`,
    `${review.stars}★`,
    review.author,
    review.text.replace(/\s+/g, ' '),
    review.photos.length ? `${review.photos.length} photo(s)` : '',
    'hiddenReason' in review && review.hiddenReason ? `hidden: ${review.hiddenReason}` : '',
  ]
    .filter(Boolean)
    .join('  ');

/** Runs the command; true when the server did it, false (its message printed) when it refused. */
export async function runStaff(command: StaffCommand, context: StaffContext): Promise<boolean> {
  const call = async <T>(method: string, path: string, body?: unknown, headers = {}) => {
    const response = await context.fetch(`${context.url.replace(/\/+$/, '')}/api${path}`, {
      method,
      headers: {
        'X-Api-Key': 'storefront-web',
        'X-Admin-Token': context.token,
        Culture: 'en',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as { message: string; detail: T };
    if (!response.ok) context.line(`refused (${response.status}): ${envelope.message}`);
    return response.ok ? envelope.detail : undefined;
  };
  switch (command.kind) {
    case 'orders': {
      const page = await call<{ dataList: Order[]; count: number }>(
        'GET',
        `/admin/orders?perPage=60&statusId=${command.statusId}`,
      );
      if (!page) return false;
      for (const order of page.dataList) context.line(orderLine(order));
      context.line(`${page.count} order(s)${page.count > 60 ? ', the newest 60 shown' : ''}`);
      return true;
    }
    case 'move': {
      const order = await call<Order>('POST', `/admin/orders/${command.orderId}/${command.move}`);
      if (order) context.line(orderLine(order));
      return order !== undefined;
    }
    case 'payment': {
      const path = `/admin/payments/${command.referenceCode}`;
      const staffPayment = await call<StaffPayment>('GET', path);
      if (!staffPayment) return false;
      const { payment, slip } = staffPayment;
      context.line(`${payment.referenceCode}: ${payment.status}, ${payment.channel.name}`);
      context.line(`amount due:        ฿${baht(payment.amount)}`);
      if (!slip) {
        context.line('no slip has been sent');
        return true;
      }
      const matches = slip.amountMatches ? 'the amount due' : 'NOT the amount due';
      context.line(`amount typed:      ฿${baht(slip.amount)} (${matches})`);
      context.line(`transferred at:    ${bangkok(slip.transferredAt)} (Bangkok)`);
      if (payment.slipRejectReason) context.line(`refused before:    ${payment.slipRejectReason}`);
      const file = await call<{ mediaType: keyof typeof EXTENSIONS; base64: string }>(
        'GET',
        `${path}/slip`,
      );
      if (!file) return false;
      const where = await context.save(
        command.out ?? `slip-${payment.referenceCode}.${EXTENSIONS[file.mediaType]}`,
        Buffer.from(file.base64, 'base64'),
      );
      context.line(`slip (${file.mediaType}, ${slip.sizeBytes} bytes) saved to ${where}`);
      return true;
    }
    case 'affiliates': {
      const list = await call<Application[]>(
        'GET',
        `/admin/affiliate-applications?status=${command.status}`,
      );
      if (!list) return false;
      for (const application of list) context.line(applicationLine(application));
      context.line(`${list.length} application(s) ${command.status}`);
      return true;
    }
    case 'affiliate': {
      const path = `/admin/affiliate-applications/${command.applicationId}`;
      const application = await call<Application>('GET', path);
      if (!application) return false;
      context.line(applicationLine(application));
      context.line(`identity card:     ${application.nationalId}`);
      context.line(`account name:      ${application.accountName}`);
      for (const document of application.documents) {
        const file = await call<{ mediaType: keyof typeof EXTENSIONS; base64: string }>(
          'GET',
          `${path}/documents/${document.kind}`,
        );
        if (!file) return false;
        const where = await context.save(
          `affiliate-${application.id}-${document.kind}.${EXTENSIONS[file.mediaType]}`,
          Buffer.from(file.base64, 'base64'),
        );
        context.line(
          `${document.kind} (${file.mediaType}, ${document.sizeBytes} bytes) saved to ${where}`,
        );
      }
      return true;
    }
    case 'verify-affiliate':
    case 'refuse-affiliate': {
      const decision = command.kind === 'verify-affiliate' ? 'verify' : 'refuse';
      const application = await call<Application>(
        'POST',
        `/admin/affiliate-applications/${command.applicationId}/${decision}`,
        command.kind === 'refuse-affiliate' ? { reason: command.reason } : undefined,
      );
      if (application) context.line(applicationLine(application));
      return application !== undefined;
    }
    case 'confirm-cashback': {
      const run = await call<{ asOf: string; confirmed: number; amount: number }>(
        'POST',
        '/admin/cashback/confirm',
        command.asOf === undefined ? {} : { asOf: command.asOf },
      );
      if (run)
        context.line(
          `${run.confirmed} cashback(s) confirmed as of ${bangkok(run.asOf)} (Bangkok), ฿${baht(run.amount)}`,
        );
      return run !== undefined;
    }
    case 'withdrawals': {
      const list = await call<Withdrawal[]>('GET', `/admin/withdrawals?status=${command.status}`);
      if (!list) return false;
      for (const withdrawal of list) context.line(withdrawalLine(withdrawal));
      context.line(`${list.length} withdrawal(s) ${command.status}`);
      return true;
    }
    case 'move-withdrawal': {
      const move = WITHDRAWAL_COMMANDS[command.command];
      const withdrawal = await call<Withdrawal>(
        'POST',
        `/admin/withdrawals/${command.withdrawalId}/${move}`,
        move === 'refuse'
          ? { reason: command.text }
          : move === 'transfer'
            ? { reference: command.text }
            : {},
      );
      if (withdrawal) context.line(withdrawalLine(withdrawal));
      return withdrawal !== undefined;
    }
    case 'returns': {
      const list = await call<StaffReturn[]>('GET', `/admin/returns?status=${command.status}`);
      if (!list) return false;
      for (const request of list) context.line(returnLine(request));
      context.line(`${list.length} return request(s) ${command.status}`);
      return true;
    }
    case 'return': {
      const path = `/admin/returns/${command.returnId}`;
      const request = await call<StaffReturn>('GET', path);
      if (!request) return false;
      context.line(returnLine(request));
      for (const [n, photo] of request.returnRequest.photos.entries()) {
        const file = await call<{ base64: string }>('GET', `${path}/photos/${photo.name}`);
        if (!file) return false;
        const where = await context.save(
          `return-${command.returnId}-${n + 1}.webp`,
          Buffer.from(file.base64, 'base64'),
        );
        context.line(`photo ${n + 1} (${photo.width}×${photo.height}) saved to ${where}`);
      }
      return true;
    }
    case 'move-return': {
      const move = RETURN_COMMANDS[command.command];
      const text = command.text || undefined;
      const request = await call<StaffReturn>(
        'POST',
        `/admin/returns/${command.returnId}/${move}`,
        move === 'refuse' ? { reason: text } : move === 'receive' ? { reference: text } : {},
      );
      if (request) context.line(returnLine(request));
      return request !== undefined;
    }
    case 'adjust': {
      const adjusted = await call<{ entry: { balanceChange: number }; balance: number }>(
        'POST',
        '/admin/ledger/adjustments',
        { affiliateCode: command.affiliateCode, amount: command.amount, reason: command.reason },
        { 'Idempotency-Key': command.key },
      );
      if (adjusted)
        context.line(
          `${command.affiliateCode}: ${adjusted.entry.balanceChange > 0 ? '+' : '-'}฿${baht(Math.abs(adjusted.entry.balanceChange))} (${command.reason}), balance ฿${baht(adjusted.balance)}, key ${command.key}`,
        );
      return adjusted !== undefined;
    }
    case 'reviews': {
      const page = await call<{ dataList: Review[]; count: number }>(
        'GET',
        `/product/${encodeURIComponent(command.urlKey)}/reviews?perPage=50`,
      );
      if (!page) return false;
      for (const review of page.dataList) context.line(reviewLine(review));
      context.line(
        `${page.count} published review(s)${page.count > 50 ? ', the newest 50 shown' : ''}`,
      );
      return true;
    }
    case 'hide-review': {
      const review = await call<MyReview>('POST', `/admin/reviews/${command.reviewId}/hide`, {
        reason: command.reason,
      });
      if (review) context.line(reviewLine(review));
      return review !== undefined;
    }
    case 'reject-slip': {
      const payment = await call<Payment>(
        'POST',
        `/admin/payments/${command.referenceCode}/reject-slip`,
        { reason: command.reason },
      );
      if (payment)
        context.line(`${payment.referenceCode}: ${payment.status} (${payment.slipRejectReason})`);
      return payment !== undefined;
    }
  }
}
