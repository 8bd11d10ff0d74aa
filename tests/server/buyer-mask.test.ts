// A buyer as the affiliate sees them (server/features/affiliates/buyer-mask.ts), over any name,
// e-mail and phone: the answer never holds the whole value, and what it keeps of one is a
// prefix of at most 3 characters (graphemes), the rest masked. Values made only of the mask's
// own characters are left out where a literal "does not contain" could not tell them apart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maskEmail,
  maskedBuyer,
  maskName,
  maskPhone,
} from '../../server/features/affiliates/buyer-mask.ts';

const segmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });
const graphemeCount = (text: string) => [...segmenter.segment(text)].length;

/** Thai and Latin letters, marks, digits and emoji: what names and e-mails are made of. */
const text = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  .filter((value) => !/[*@]/.test(value));
const thaiName = fc.constantFrom('สมชาย', 'สมศักดิ์', 'ณัฐ', 'อิ่ม', 'ก', 'Ann', 'Jo', 'Ōsaka');
const name = fc.oneof(text, thaiName);
const domain = fc.domain();
const email = fc.oneof(
  fc.emailAddress().filter((value) => !value.includes('*')),
  fc.tuple(text, domain).map(([local, at]) => `${local}@${at}`),
);
const phone = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 15 });

/** What the answer keeps before its mask: the part before the first `*` (or `x` for a phone). */
const keptBefore = (masked: string, marks: RegExp) => masked.split(marks)[0] ?? '';

describe("a buyer's name", () => {
  it('keeps a prefix of at most 3 characters, never the whole name, then ***', () => {
    fc.assert(
      fc.property(name, (value) => {
        const masked = maskName(value);
        expect(masked).not.toContain(value);
        expect(masked.endsWith('***')).toBe(true);
        const kept = masked.slice(0, -3);
        expect(value.startsWith(kept)).toBe(true);
        expect(graphemeCount(kept)).toBeLessThanOrEqual(3);
        expect(graphemeCount(kept)).toBeLessThan(graphemeCount(value));
      }),
    );
  });

  it('never splits a Thai vowel or tone mark from its consonant', () => {
    expect(maskName('สมศักดิ์')).toBe('สมศั***');
    expect(maskName('อิ่ม')).toBe('อิ่***');
    expect(maskName('ณัฐ')).toBe('ณั***');
    expect(maskName('ก')).toBe('***');
  });
});

describe("a buyer's e-mail", () => {
  it('keeps at most 3 characters before the @ and the domain, never the whole address', () => {
    fc.assert(
      fc.property(email, (value) => {
        const masked = maskEmail(value);
        const at = value.lastIndexOf('@');
        const local = value.slice(0, at);
        expect(masked).not.toContain(value);
        expect(masked.endsWith(`***${value.slice(at)}`)).toBe(true);
        const kept = keptBefore(masked, /\*/);
        expect(local.startsWith(kept)).toBe(true);
        expect(graphemeCount(kept)).toBeLessThanOrEqual(3);
        expect(graphemeCount(kept)).toBeLessThan(graphemeCount(local) || 1);
      }),
    );
  });

  it('reads as the spec shows it', () => {
    expect(maskEmail('somchai@example.com')).toBe('som***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
  });
});

describe("a buyer's phone", () => {
  it('keeps at most its first 3 digits, stars the middle and ends in xxxx', () => {
    fc.assert(
      fc.property(phone, (value) => {
        const masked = maskPhone(value);
        expect(masked).not.toContain(value);
        expect(masked).toHaveLength(value.length);
        expect(masked.slice(-Math.min(4, value.length))).toBe(
          'x'.repeat(Math.min(4, value.length)),
        );
        const kept = keptBefore(masked, /[*x]/);
        expect(value.startsWith(kept)).toBe(true);
        expect(kept.length).toBeLessThanOrEqual(3);
      }),
    );
    expect(maskPhone('0812345678')).toBe('081***xxxx');
  });
});

describe('a buyer', () => {
  const buyer = fc.record({
    firstname: fc.option(fc.oneof(name, fc.constantFrom('', '   ')), { nil: null }),
    email: fc.option(email, { nil: null }),
    telephone: phone,
  });

  it('is named by first name, else e-mail, else phone', () => {
    fc.assert(
      fc.property(buyer, (value) => {
        const expected = value.firstname?.trim()
          ? maskName(value.firstname.trim())
          : value.email?.trim()
            ? maskEmail(value.email.trim())
            : maskPhone(value.telephone);
        expect(maskedBuyer(value)).toBe(expected);
      }),
    );
  });
});
