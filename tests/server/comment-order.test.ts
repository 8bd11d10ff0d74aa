// The live comment grammar (issue 36): a corpus of what Thai buyers type under a live post,
// orders and talk, and properties over every way of writing an order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CommentOrder,
  commentOrder,
  MAX_COMMENT_QUANTITY,
  normalizeComment,
} from '../../server/features/live/comment-order.ts';

const KEYWORDS = ['A1', 'A2', 'B12', 'SET', 'C3'];
const order = (keyword: string, quantity = 1): CommentOrder => ({
  kind: 'order',
  keyword,
  quantity,
});
const unknown = (keyword: string): CommentOrder => ({ kind: 'unknown-keyword', keyword });
const chatter: CommentOrder = { kind: 'chatter' };

const CORPUS: Array<[string, CommentOrder]> = [
  // Confirmations, the commonest order.
  ['CF A1', order('A1')],
  ['cf a1', order('A1')],
  ['Cf A1', order('A1')],
  ['CFA1', order('A1')],
  ['cf  a1', order('A1')],
  ['  CF A1  ', order('A1')],
  ['F A1', order('A1')],
  ['C.F. A1', order('A1')],
  ['cf a1 2', order('A1', 2)],
  ['CF B12 3', order('B12', 3)],
  ['CF A1 ค่ะ', order('A1')],
  ['cf a1 ครับ', order('A1')],
  ['CF A1 2 ชิ้นค่ะ', order('A1', 2)],
  ['CF SET', order('SET')],
  // Keyword and quantity, every separator.
  ['A1', order('A1')],
  ['a1', order('A1')],
  ['A1=2', order('A1', 2)],
  ['A1 = 2', order('A1', 2)],
  ['A1+2', order('A1', 2)],
  ['A1 + 3', order('A1', 3)],
  ['A1 x2', order('A1', 2)],
  ['A1x2', order('A1', 2)],
  ['A1 X 2', order('A1', 2)],
  ['A1×2', order('A1', 2)],
  ['A1*2', order('A1', 2)],
  ['A1 2', order('A1', 2)],
  ['B12 10', order('B12', 10)],
  ['A1 2 ชิ้น', order('A1', 2)],
  ['A1 2ชิ้น', order('A1', 2)],
  ['C3 1 ขวด', order('C3')],
  ['A2 3 กล่องค่ะ', order('A2', 3)],
  ['A1 2 pcs', order('A1', 2)],
  ['A1!', order('A1')],
  ['A1 ❤️', order('A1')],
  // Thai words for "take", "reserve", "may I have".
  ['เอา A1', order('A1')],
  ['เอา A1 2 ชิ้น', order('A1', 2)],
  ['เอาA1', order('A1')],
  ['เอา a1 2 ชิ้นค่ะ', order('A1', 2)],
  ['รับ A2', order('A2')],
  ['จอง B12 2', order('B12', 2)],
  ['ขอ A1 1 ชิ้นครับ', order('A1')],
  // Thai digits and full-width letters, as some keyboards give them.
  ['A๑', order('A1')],
  ['CF A๑ ๒', order('A1', 2)],
  ['เอา B๑๒ ๓ ชิ้น', order('B12', 3)],
  ['ＣＦ Ａ１', order('A1')],
  ['Ａ１＝２', order('A1', 2)],
  ['ｃｆ ｂ１２ ３', order('B12', 3)],
  // Orders of a keyword the post does not have.
  ['CF Z9', unknown('z9')],
  ['A7', unknown('a7')],
  ['A3 2', unknown('a3')],
  ['เอา D4', unknown('d4')],
  ['cf hello', unknown('hello')],
  ['XY=2', unknown('xy')],
  // Talk: questions, compliments, laughter, interest, more than an order.
  ['สวยมากค่ะ', chatter],
  ['ราคาเท่าไหร่คะ', chatter],
  ['A1 ยังมีไหม', chatter],
  ['สนใจ A1', chatter],
  ['A1 สีอะไรบ้าง', chatter],
  ['555555', chatter],
  ['ok', chatter],
  ['hello', chatter],
  ['ส่งฟรีไหมคะ', chatter],
  ['CF', chatter],
  ['เอา', chatter],
  ['', chatter],
  ['   ', chatter],
  ['👍👍', chatter],
  ['ไลฟ์สนุกมาก', chatter],
  ['A1 กับ A2', chatter],
  ['CF A1 B12', chatter],
  ['โอนแล้วค่ะ', chatter],
  ['ทักแชทนะคะ', chatter],
  // Quantities that are none, or no real one.
  ['A1 0', chatter],
  ['A1=0', chatter],
  [`A1 ${MAX_COMMENT_QUANTITY + 1}`, chatter],
  [`A1 ${MAX_COMMENT_QUANTITY}`, order('A1', MAX_COMMENT_QUANTITY)],
];

describe('the corpus', () => {
  it('holds at least 60 comments, orders and talk both', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(CORPUS.filter(([, verdict]) => verdict.kind === 'chatter').length).toBeGreaterThan(20);
  });

  it.each(CORPUS)('%j', (message, verdict) => {
    expect(commentOrder(message, KEYWORDS)).toEqual(verdict);
  });
});

const thaiDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0e50 + Number(digit)));
const fullWidth = (text: string) =>
  text.replace(/[A-Za-z0-9=+]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

const keywordArb = fc
  .tuple(fc.stringMatching(/^[A-Z]{1,3}$/), fc.integer({ min: 0, max: 99 }))
  .map(([letters, number]) => `${letters}${number}`);
const templates = [
  (k: string, q: number) => `CF ${k} ${q}`,
  (k: string, q: number) => `cf ${k.toLowerCase()} ${q}`,
  (k: string, q: number) => `${k}=${q}`,
  (k: string, q: number) => `${k}+${q}`,
  (k: string, q: number) => `${k} x${q}`,
  (k: string, q: number) => `เอา ${k} ${q} ชิ้น`,
  (k: string, q: number) => `${k} ${q} ชิ้นค่ะ`,
];

describe('every way of writing an order', () => {
  it('orders the keyword and quantity, in any template, case, Thai digits or full width', () => {
    fc.assert(
      fc.property(
        keywordArb,
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom(...templates),
        fc.constantFrom((text: string) => text, thaiDigits, fullWidth),
        (keyword, quantity, template, writing) => {
          expect(commentOrder(writing(template(keyword, quantity)), [keyword])).toEqual(
            order(keyword, quantity),
          );
        },
      ),
    );
  });

  it('never orders from Thai talk without a keyword, and never throws on any text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ก-ฮะ-ูเ-์ ]{0,40}$/), (talk) => {
        expect(commentOrder(talk, KEYWORDS)).toEqual(chatter);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (anything) => {
        const verdict = commentOrder(anything, KEYWORDS);
        expect(['order', 'unknown-keyword', 'chatter']).toContain(verdict.kind);
        if (verdict.kind === 'order') expect(KEYWORDS).toContain(verdict.keyword);
      }),
    );
  });

  it('reads a comment the same however it is spaced or cased', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CORPUS.map(([message]) => message)), (message) => {
        expect(normalizeComment(`  ${message.toUpperCase()}  `)).toBe(
          normalizeComment(message.toLowerCase()),
        );
      }),
    );
  });
});
