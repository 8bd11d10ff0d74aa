import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isThaiTaxId, taxIdCheckDigit } from '../../server/features/addresses/tax-id.ts';

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length });
const validTaxId = digits(12).map((first) => {
  const first12 = first.join('');
  return `${first12}${taxIdCheckDigit(first12)}`;
});

describe('Thai tax ids', () => {
  it('take a company id and a citizen id whose last digit checks, and nothing else', () => {
    expect(isThaiTaxId('0105555123450')).toBe(true);
    expect(isThaiTaxId('1234567890121')).toBe(true);
    expect(isThaiTaxId('1234567890122')).toBe(false);
    expect(isThaiTaxId('123456789012')).toBe(false);
    expect(isThaiTaxId('12345678901210')).toBe(false);
    expect(isThaiTaxId('123456789012a')).toBe(false);
    expect(isThaiTaxId('')).toBe(false);
  });

  it('property: 12 digits and their check digit pass', () => {
    fc.assert(
      fc.property(validTaxId, (taxId) => {
        expect(isThaiTaxId(taxId)).toBe(true);
      }),
    );
  });

  // The mod-11 scheme has two blind spots, so "any one digit changed fails" holds only outside
  // them: the third digit weighs 11, which is 0 mod 11, and remainders 0 and 10 both give the
  // check digit 1.
  it('cannot see a change of the third digit, nor one between remainders 0 and 10', () => {
    expect(isThaiTaxId('1234567890121')).toBe(true);
    expect(isThaiTaxId('1204567890121')).toBe(true);
    expect(isThaiTaxId('0000000000001')).toBe(true);
    expect(isThaiTaxId('0000000000051')).toBe(true);
  });

  it('property: any one digit changed but the third fails when the check digit is not 1', () => {
    fc.assert(
      fc.property(
        validTaxId,
        fc.integer({ min: 0, max: 12 }).filter((at) => at !== 2),
        fc.integer({ min: 1, max: 9 }),
        (taxId, at, shift) => {
          fc.pre(!taxId.endsWith('1'));
          const changed = (Number(taxId[at]) + shift) % 10;
          const typo = `${taxId.slice(0, at)}${changed}${taxId.slice(at + 1)}`;
          expect(isThaiTaxId(typo)).toBe(false);
        },
      ),
    );
  });
});
