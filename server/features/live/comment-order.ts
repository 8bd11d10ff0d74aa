// What a comment under a live post asks for (issue 36): Thai live sellers' own grammar, as
// buyers type it on a phone. "CF A1", "cf a1 2", "A1=2", "A1+2", "A1 x2", "เอา A1 2 ชิ้น",
// in Thai digits or full-width letters, with a polite particle after it ("CF A1 ค่ะ"). A comment
// orders only when it is an order and nothing else: "A1 ยังมีไหม" (is A1 still there?) or
// "สนใจ A1" (interested in A1) is talk, not a sale. The seller's keywords decide the rest: an
// order naming no keyword of the post is an unknown keyword, never a guess at the nearest one.

/** The most units one comment may ask for; more is not an order (a typo, or a joke). */
export const MAX_COMMENT_QUANTITY = 999;

export type CommentOrder =
  | { kind: 'order'; keyword: string; quantity: number }
  | { kind: 'unknown-keyword'; keyword: string }
  | { kind: 'chatter' };

const THAI_DIGITS = /[๐-๙]/g;

/**
 * The comment as the grammar reads it: full-width letters and digits as ASCII (NFKC), Thai
 * digits as Arabic, lower case, one space between words, no emoji or trailing punctuation.
 */
export function normalizeComment(message: string): string {
  return message
    .normalize('NFKC')
    .replace(THAI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0e50))
    .toLowerCase()
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, ' ')
    .replace(/[!.?~,]+\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that mark a comment as an order before the keyword: confirm, take, reserve. */
const ORDER_WORDS = '(?:cf|c\\.f\\.|f|เอา|รับ|จอง|ขอ)';
/** A keyword as sellers make them: letters then digits (a1, b12, set2), or letters alone. */
const KEYWORD = '(?<keyword>[a-z]{1,6}\\d{0,4})';
/** How many: after a space, =, +, x or ×, or * (a missing one is 1). */
const QUANTITY = '(?:\\s*(?:[=+x×*])\\s*|\\s+)(?<quantity>\\d{1,4})';
/** What the units are called, and the particles that end a polite Thai sentence. */
const UNIT = '(?:\\s*(?:ชิ้น|อัน|ตัว|ขวด|กล่อง|ถุง|แพ็ค|ชุด|กระปุก|pcs?|ea))?';
const PARTICLE = '(?:\\s*(?:ค่ะ|คะ|ครับ|คับ|ครัช|จ้า|จ้ะ|นะคะ|นะครับ|นะ|ka|krub|kub))?';

const TAIL = `${KEYWORD}(?:${QUANTITY})?${UNIT}${PARTICLE}$`;
/** A comment's two readings: after an order word, or keyword first ("fa1": f + a1, or fa1). */
const MARKED = new RegExp(`^${ORDER_WORDS}\\s*${TAIL}`, 'u');
const BARE = new RegExp(`^${TAIL}`, 'u');

interface Reading {
  keyword: string;
  quantity: number | undefined;
  marked: boolean;
}

function readingsOf(normalized: string): Reading[] {
  return [MARKED, BARE].flatMap((pattern) => {
    const groups = pattern.exec(normalized)?.groups;
    if (!groups?.keyword) return [];
    const quantity = groups.quantity === undefined ? undefined : Number(groups.quantity);
    return [{ keyword: groups.keyword, quantity, marked: pattern === MARKED }];
  });
}

/** What `message` asks of a post whose keywords are `keywords` (any case). */
export function commentOrder(message: string, keywords: readonly string[]): CommentOrder {
  const readings = readingsOf(normalizeComment(message));
  const knownOf = (reading: Reading) =>
    keywords.find((candidate) => normalizeComment(candidate) === reading.keyword);
  // The reading that names one of the post's keywords wins; else the first, for its verdict.
  const reading = readings.find(knownOf) ?? readings[0];
  if (!reading) return { kind: 'chatter' };
  const known = knownOf(reading);
  // A bare word ("ok", "555") is talk unless it is one of the post's keywords; a word marked as
  // an order ("cf zz9") or shaped like a keyword ("z9") is an order of a keyword the post lacks.
  const looksLikeOrder =
    reading.marked || reading.quantity !== undefined || /\d/.test(reading.keyword);
  if (!known)
    return looksLikeOrder
      ? { kind: 'unknown-keyword', keyword: reading.keyword }
      : { kind: 'chatter' };
  const quantity = reading.quantity ?? 1;
  if (quantity < 1 || quantity > MAX_COMMENT_QUANTITY) return { kind: 'chatter' };
  return { kind: 'order', keyword: known, quantity };
}
