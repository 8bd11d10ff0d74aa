// The PromptPay QR payload: promptpay-qr's output for the shop's id and an amount in satang,
// read back by our parser (its own CRC, so each implementation checks the other): the id, its
// kind and the amount to the satang survive the trip, and any changed character is caught.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promptPayIdOf } from '../../server/config.ts';
import { isThaiTaxId } from '../../server/features/addresses/tax-id.ts';
import {
  MAX_PROMPTPAY_SATANG,
  type PromptPayIdKind,
  parsePromptPayPayload,
  promptPayPayload,
} from '../../server/features/orders/promptpay.ts';
import { DEMO_PROMPTPAY_ID } from '../../server/features/orders/services.ts';
import { runs } from '../support/property-runs.ts';

const RUNS = runs(10_000);

const digits = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

const idOfKind: Record<PromptPayIdKind, fc.Arbitrary<string>> = {
  phone: digits(9).map((rest) => `0${rest}`),
  'national-or-tax-id': digits(13),
  'e-wallet': digits(15),
};
const anyId = fc.oneof(
  ...Object.entries(idOfKind).map(([kind, id]) => id.map((promptPayId) => ({ kind, promptPayId }))),
);
const anyAmount = fc.integer({ min: 1, max: 10_000_000 });

/** `1234.56` for 123456 satang, written with integers only. */
const bahtText = (satang: number) =>
  `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;

describe('promptPayPayload', () => {
  it('writes the amount to the satang, for any amount and any kind of id', () => {
    fc.assert(
      fc.property(anyId, anyAmount, ({ kind, promptPayId }, satang) => {
        const payload = promptPayPayload(promptPayId, satang);
        const amount = bahtText(satang);
        // Tag 54, its length, then the baht: nothing else in the payload is a decimal.
        expect(payload).toContain(`54${String(amount.length).padStart(2, '0')}${amount}6304`);
        // parsePromptPayPayload throws unless the CRC verifies.
        expect(parsePromptPayPayload(payload)).toEqual({ kind, promptPayId, amountSatang: satang });
      }),
      RUNS,
    );
  });

  it("matches promptpay-qr's own test vector for an amount (4.22 baht to phone 000-000-0000)", () => {
    expect(promptPayPayload('0000000000', 422)).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    );
  });

  it('writes a phone as 0066 and its 9 digits, and 1234.56 baht from 123456 satang', () => {
    const payload = promptPayPayload('0812345678', 123456);
    expect(payload).toContain('01130066812345678');
    expect(payload).toContain('54071234.56');
    expect(payload).toContain('010212'); // a dynamic QR: one payment of that amount
  });

  it('takes the largest amount tag 54 can hold, and none above', () => {
    const payload = promptPayPayload(DEMO_PROMPTPAY_ID, MAX_PROMPTPAY_SATANG);
    expect(payload).toContain('54139999999999.99');
    expect(parsePromptPayPayload(payload).amountSatang).toBe(MAX_PROMPTPAY_SATANG);
  });

  it.each([0, -1, 1.5, Number.NaN, MAX_PROMPTPAY_SATANG + 1])('refuses %s satang', (satang) => {
    expect(() => promptPayPayload('0812345678', satang)).toThrow(RangeError);
  });

  // promptpay-qr would drop the non-digits and take what is left as some kind of id.
  it.each([
    '081-234-5678',
    '+66812345678',
    '812345678',
    '1812345678',
    '12345678901234',
    '1234567890123456',
    '',
  ])('refuses the id %j', (id) => {
    expect(() => promptPayPayload(id, 100)).toThrow('Not a PromptPay id');
  });
});

describe('parsePromptPayPayload', () => {
  // promptpay-qr's test vectors (index.test.js), static QRs without an amount.
  it.each([
    [
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
      { kind: 'phone', promptPayId: '0801234567', amountSatang: undefined },
    ],
    [
      '00020101021129370016A000000677010111011300668912345675802TH5303764630429C1',
      { kind: 'phone', promptPayId: '0891234567', amountSatang: undefined },
    ],
    [
      '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A',
      { kind: 'national-or-tax-id', promptPayId: '1111111111111', amountSatang: undefined },
    ],
    [
      '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD',
      { kind: 'national-or-tax-id', promptPayId: '0123456789012', amountSatang: undefined },
    ],
    [
      '00020101021129390016A00000067701011103150123456789012345802TH530376463049781',
      { kind: 'e-wallet', promptPayId: '012345678901234', amountSatang: undefined },
    ],
  ])('reads %s', (payload, request) => {
    expect(parsePromptPayPayload(payload)).toEqual(request);
  });

  it('refuses a payload with any one character changed', () => {
    const changed = fc
      .tuple(anyId, anyAmount, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }))
      .map(([{ promptPayId }, satang, spot, code]) => {
        const payload = promptPayPayload(promptPayId, satang);
        const at = spot % payload.length;
        const char = String.fromCharCode(code);
        return { payload, at, char };
      })
      .filter(({ payload, at, char }) => payload[at] !== char);
    fc.assert(
      fc.property(changed, ({ payload, at, char }) => {
        const broken = payload.slice(0, at) + char + payload.slice(at + 1);
        expect(() => parsePromptPayPayload(broken)).toThrow('Bad CRC');
      }),
      RUNS,
    );
  });

  it.each([
    '',
    '6304',
    '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E46',
    '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304e469',
  ])('refuses %j', (payload) => {
    expect(() => parsePromptPayPayload(payload)).toThrow('Bad CRC');
  });
});

describe('PROMPTPAY_ID', () => {
  it('defaults to an id no account can hold: its check digit is wrong', () => {
    expect(promptPayIdOf({})).toBe(DEMO_PROMPTPAY_ID);
    expect(isThaiTaxId(DEMO_PROMPTPAY_ID)).toBe(false);
    expect(isThaiTaxId('1234567890121')).toBe(true); // the same with its right check digit
  });

  it('takes a phone, a national or tax id and an e-wallet id', () => {
    for (const id of ['0812345678', '0123456789012', '012345678901234']) {
      expect(promptPayIdOf({ PROMPTPAY_ID: id })).toBe(id);
    }
  });

  it('stops the start on any other shape', () => {
    expect(() => promptPayIdOf({ PROMPTPAY_ID: '081-234-5678' })).toThrow('PROMPTPAY_ID');
  });
});
