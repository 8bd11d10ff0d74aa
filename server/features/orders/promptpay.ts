// The PromptPay QR payload (EMVCo merchant-presented mode, the Bank of Thailand's PromptPay
// profile) asking for an exact amount to the shop's PromptPay id; the SPA draws it as a QR.
// promptpay-qr writes it; its own parser below reads one back (the tests, the e2e tests) and
// checks it, with a CRC of its own, so the two implementations check each other.
import generatePayload from 'promptpay-qr';

/**
 * The kinds of PromptPay id the shop's can be: a Thai mobile number (0 and 9 digits), a
 * national or tax id (13 digits), an e-wallet id (15 digits).
 */
export type PromptPayIdKind = 'phone' | 'national-or-tax-id' | 'e-wallet';

const ID_FORMATS: Record<PromptPayIdKind, RegExp> = {
  phone: /^0\d{9}$/,
  'national-or-tax-id': /^\d{13}$/,
  'e-wallet': /^\d{15}$/,
};

/** The payload's largest amount: tag 54 holds at most 13 characters, 9999999999.99. */
export const MAX_PROMPTPAY_SATANG = 999_999_999_999;

export const isPromptPayId = (id: string): boolean =>
  Object.values(ID_FORMATS).some((format) => format.test(id));

/** The payload for `amountSatang` (a whole number of satang, 1 or more) to `promptPayId`. */
export function promptPayPayload(promptPayId: string, amountSatang: number): string {
  // promptpay-qr drops every non-digit and guesses the kind from the length; only an id of a
  // known shape gets that far, never one it would quietly turn into another.
  if (!isPromptPayId(promptPayId)) throw new Error(`Not a PromptPay id: ${promptPayId}`);
  if (!Number.isInteger(amountSatang) || amountSatang < 1 || amountSatang > MAX_PROMPTPAY_SATANG) {
    throw new RangeError(
      `Not an amount in satang from 1 to ${MAX_PROMPTPAY_SATANG}: ${amountSatang}`,
    );
  }
  // It writes amount.toFixed(2): exact for any whole satang up to the maximum, whose /100 is
  // off by far less than half a satang (the tests read the amount back).
  return generatePayload(promptPayId, { amount: amountSatang / 100 });
}

/** What a PromptPay payload asks for; parsePromptPayPayload returns it only for a sound one. */
export interface PromptPayRequest {
  kind: PromptPayIdKind;
  /** In the shop's form: a phone as 0 and 9 digits (the payload has 0066 and the 9). */
  promptPayId: string;
  /** Undefined for a static QR, where the payer types the amount. */
  amountSatang: number | undefined;
}

const PROMPTPAY_GUID = 'A000000677010111';
const ACCOUNT_TAGS: Record<string, PromptPayIdKind> = {
  '01': 'phone',
  '02': 'national-or-tax-id',
  '03': 'e-wallet',
};
/** The id as the payload carries it: a phone as 0066 and its 9 digits (0 dropped). */
const PAYLOAD_IDS: Record<PromptPayIdKind, RegExp> = {
  phone: /^0066(\d{9})$/,
  'national-or-tax-id': /^(\d{13})$/,
  'e-wallet': /^(\d{15})$/,
};
const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** The payload's fields: each a 2-digit tag, a 2-digit length, then that many characters. */
function fieldsOf(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length; ) {
    const head = /^(\d{2})(\d{2})/.exec(text.slice(at, at + 4));
    const length = Number(head?.[2]);
    const value = text.slice(at + 4, at + 4 + length);
    if (!head?.[1] || value.length !== length) throw new Error(`Broken field at ${at}: ${text}`);
    if (fields.has(head[1])) throw new Error(`Field ${head[1]} twice: ${text}`);
    fields.set(head[1], value);
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, from 0xFFFF), as 4 upper-case hex digits. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const char of text) {
    crc ^= (char.codePointAt(0) ?? 0) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The account of tag 29: PromptPay's GUID (00), then the id under its kind's tag. */
function accountOf(merchant: string): Pick<PromptPayRequest, 'kind' | 'promptPayId'> {
  const account = fieldsOf(merchant);
  const tag = [...account.keys()].find((key) => key in ACCOUNT_TAGS) ?? '';
  const kind = ACCOUNT_TAGS[tag];
  if (account.get('00') !== PROMPTPAY_GUID || !kind) {
    throw new Error(`No PromptPay account: ${merchant}`);
  }
  const digits = PAYLOAD_IDS[kind].exec(account.get(tag) ?? '')?.[1];
  if (!digits) throw new Error(`Not a ${kind} id: ${merchant}`);
  return { kind, promptPayId: kind === 'phone' ? `0${digits}` : digits };
}

/** Tag 54's baht, `1234.56`, in whole satang, without a float in between. */
function satangOf(amount: string): number {
  const [, baht, fraction = ''] = AMOUNT.exec(amount) ?? [];
  if (baht === undefined) throw new Error(`Not an amount: ${amount}`);
  return Number(baht) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * What a PromptPay payload asks for; throws unless it is a sound one. Its CRC (tag 63, last,
 * computed over everything before its value) is checked first, so any changed character fails
 * there; then the account (29), Thailand and baht (58, 53) and the amount (54).
 */
export function parsePromptPayPayload(payload: string): PromptPayRequest {
  const signed = payload.slice(0, -4);
  if (!/^[\x20-\x7e]*6304$/.test(signed) || crc16(signed) !== payload.slice(-4)) {
    throw new Error(`Bad CRC: ${payload}`);
  }
  const fields = fieldsOf(signed.slice(0, -4));
  if (fields.get('58') !== 'TH' || fields.get('53') !== '764') {
    throw new Error(`Not in Thai baht: ${payload}`);
  }
  const amount = fields.get('54');
  return {
    ...accountOf(fields.get('29') ?? ''),
    amountSatang: amount === undefined ? undefined : satangOf(amount),
  };
}
