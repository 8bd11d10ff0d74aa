// Who bought through an affiliate, as the affiliate may see it (spec section 5's masking): never
// a buyer's whole name, e-mail or phone, only a few first characters of one. A value too short
// to keep three of keeps one fewer than it has, so the kept part is never the whole value.
// Characters are graphemes: a Thai vowel or tone mark stays with its consonant.

const MASK = '***';
const KEPT = 3;

const segmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });
const graphemes = (text: string) => [...segmenter.segment(text)].map((part) => part.segment);

/** The first graphemes of `text`: at most KEPT, and always fewer than it has. */
function keptOf(text: string): string {
  const all = graphemes(text);
  return all.slice(0, Math.min(KEPT, all.length - 1)).join('');
}

/** A first name's first 3 characters, then stars: `สมศ***`. */
export const maskName = (name: string): string => `${keptOf(name)}${MASK}`;

/** An e-mail keeps the first 3 characters before its @, the rest of that starred: `som***@mail.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return maskName(email);
  return `${keptOf(email.slice(0, at))}${MASK}${email.slice(at)}`;
}

/**
 * A phone shows its first 3 digits, the middle starred, then xxxx for the last four
 * (`081***xxxx`); the affiliate sees less of it than its owner does on the code's form.
 */
export function maskPhone(telephone: string): string {
  const digits = graphemes(telephone);
  const last = Math.min(4, digits.length);
  const kept = Math.min(KEPT, digits.length - last);
  const middle = digits.length - last - kept;
  return `${digits.slice(0, kept).join('')}${'*'.repeat(middle)}${'x'.repeat(last)}`;
}

export interface Buyer {
  firstname: string | null;
  email: string | null;
  telephone: string;
}

/** The buyer as the affiliate's pages name them: first name, else e-mail, else phone, masked. */
export function maskedBuyer(buyer: Buyer): string {
  const name = buyer.firstname?.trim();
  if (name) return maskName(name);
  const email = buyer.email?.trim();
  if (email) return maskEmail(email);
  return maskPhone(buyer.telephone);
}
