// Where a code or link went, shown without giving the whole address away (spec section 5).

/** An e-mail keeps its first 3 characters before the @; the rest of that part is starred. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return maskedTail(email, 3, '*');
  return `${maskedTail(email.slice(0, at), 3, '*')}${email.slice(at)}`;
}

/** A phone shows its first 3 digits and the middle; the last 4 become xxxx. */
export function maskTelephone(telephone: string): string {
  const digits = [...telephone];
  if (digits.length <= 4) return 'x'.repeat(digits.length);
  return `${digits.slice(0, -4).join('')}xxxx`;
}

/** The first `keep` characters (whole code points), then one `mask` per character left. */
function maskedTail(text: string, keep: number, mask: string): string {
  const characters = [...text];
  return characters.slice(0, keep).join('') + mask.repeat(Math.max(characters.length - keep, 0));
}
