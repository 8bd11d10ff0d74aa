// The rules of a live post, the seller's side (issue 36, spec sections 3 to 5): the badge, a
// product's price in the post with the cashback left (`displayCashback`) and whether the price
// may be used (`isValidatePriceToSell`), and what is wrong with the draft typed before it is
// sent. The server decides (server/features/live/post-product-price.ts, live-post-rules.ts);
// this says the same earlier (tests/machines/live-post.test.ts checks that the two agree).
import type { components } from '../../openapi/storefront.d.ts';

type Schemas = components['schemas'];
export type LivePost = Schemas['LivePost'];
export type LivePostRequest = Schemas['LivePostRequest'];

/** The spec's statusId: 0 a draft, 1 live, 2 finished. */
export const LIVE_STATUS = { draft: 0, active: 1, finished: 2 } as const;

/** The spec's badge: Live while the post is active, otherwise draft. */
export const badgeOf = (statusId: number): 'live' | 'draft' =>
  statusId === LIVE_STATUS.active ? 'live' : 'draft';

/** A product in the draft as the seller edits it; money in baht, as the API carries it. */
export interface DraftLine {
  productId: number;
  name: string;
  imageUrl: string;
  listPrice: number;
  /** The product's cashback at its list price. */
  cashback: number;
  stock: number;
  keyword: string;
  price: number;
}

export interface Draft {
  name: string;
  pageId: string;
  postId: string;
  limitPerPerson: number;
  lines: DraftLine[];
}

export const emptyDraft: Draft = { name: '', pageId: '', postId: '', limitPerPerson: 0, lines: [] };

const satangOf = (baht: number) => Math.round(baht * 100);
const isWholeSatang = (baht: number) =>
  Number.isFinite(baht) && Math.abs(baht * 100 - Math.round(baht * 100)) < 1e-6;

/** The cashback left at `price`: cashback − (list price − price), within 0..cashback, in baht. */
export function displayCashback({ listPrice, cashback, price }: DraftLine): number {
  const [list, back, sell] = [satangOf(listPrice), satangOf(cashback), satangOf(price)];
  return Math.min(back, Math.max(0, back - (list - sell))) / 100;
}

/** The lowest price the post may sell the line for: its list price less all its cashback. */
export const lowestPrice = ({ listPrice, cashback }: DraftLine) =>
  Math.max(1, satangOf(listPrice) - satangOf(cashback)) / 100;

/** Whether `price` may be used: whole satang, from the lowest price up to the list price. */
export function isValidPriceToSell(line: DraftLine): boolean {
  if (!isWholeSatang(line.price)) return false;
  const price = satangOf(line.price);
  return price <= satangOf(line.listPrice) && price >= satangOf(lowestPrice(line));
}

/** A keyword as comments read it: full-width as ASCII, Thai digits as Arabic, lower case. */
export const keywordKeyOf = (keyword: string) =>
  keyword
    .normalize('NFKC')
    .replace(/[๐-๙]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50))
    .toLowerCase()
    .trim();

/** Letters, then up to 4 digits: what sellers make and buyers type. */
export const isKeyword = (keyword: string) => /^[a-z]{1,6}\d{0,4}$/.test(keywordKeyOf(keyword));

export type DraftProblem =
  | { kind: 'name-blank' }
  | { kind: 'keyword'; productId: number }
  | { kind: 'keyword-used'; productId: number }
  | { kind: 'price'; productId: number };

/** What is wrong with the draft, found before sending it; empty when it may be saved. */
export function draftProblems(draft: Draft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.name.trim()) problems.push({ kind: 'name-blank' });
  const seen = new Set<string>();
  for (const line of draft.lines) {
    const key = keywordKeyOf(line.keyword);
    if (!isKeyword(line.keyword)) problems.push({ kind: 'keyword', productId: line.productId });
    else if (seen.has(key)) problems.push({ kind: 'keyword-used', productId: line.productId });
    seen.add(key);
    if (!isValidPriceToSell(line)) problems.push({ kind: 'price', productId: line.productId });
  }
  return problems;
}

/** The draft of a post as the server answered it. */
export function draftOf(post: LivePost): Draft {
  return {
    name: post.name,
    pageId: post.pageId,
    postId: post.postId,
    limitPerPerson: post.limitPerPerson,
    lines: post.product.map((line) => ({
      productId: line.productId,
      name: line.producDetail.name,
      imageUrl: line.producDetail.imageUrl,
      listPrice: line.producDetail.price,
      cashback: line.cashback,
      stock: line.producDetail.stock,
      keyword: line.keyword,
      price: line.price,
    })),
  };
}

/** What `PUT`/`POST /live/posts` are sent for a draft. */
export const requestOf = (draft: Draft): LivePostRequest => ({
  name: draft.name.trim(),
  pageId: draft.pageId,
  postId: draft.postId,
  limitPerPerson: draft.limitPerPerson,
  products: draft.lines.map(({ productId, keyword, price }) => ({
    productId,
    keyword: keyword.trim(),
    price,
  })),
});

/** A saved draft may start once it is on a social post and sells something. */
export const isReadyToStart = (post: LivePost | null): boolean =>
  post !== null &&
  post.statusId === LIVE_STATUS.draft &&
  post.postId !== '' &&
  post.product.length > 0;
