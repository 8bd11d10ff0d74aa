// The cart under load (`npm run bench`; `-- --only cart` for it alone): 50 shoppers at once,
// each a guest with a cart of its own, adding, changing and removing lines (now and then a
// seller's whole order) for 30 s with no pause between writes. Each shopper plans its writes
// as the SPA does (machines/cart/cart-lines.ts: `planWrite` from the cart last answered, and
// on a 409 the same change planned again on the cart in its detail), and keeps a log of its
// own of the lines it believes its cart holds. Every write (save, update, seller delete) is
// timed; afterwards every cart is read and compared with its shopper's log.
//
// The shoppers are async loops in this process, not wrk: each keeps its own cart and log.
// Their connections are kept alive, so 50 shoppers are 50 connections.
import type { CartChange, CartWrite, LineKey } from '../machines/cart/cart-lines.ts';
import { planWrite } from '../machines/cart/cart-lines.ts';
import { offerOf } from '../machines/cart/offer.ts';
import type { components } from '../openapi/storefront.d.ts';
import { request } from './http.ts';
import { api } from './server.ts';

type Cart = components['schemas']['Cart'];
type ProductDetail = components['schemas']['ProductDetail'];

export const SHOPPERS = 50;
/** A write slower than this counts as a timeout (the target: none on PGlite). */
export const TIMEOUT_MS = 5_000;
/** Re-plans on a 409 before a change is given up (a failure); the SPA tries three times. */
const MAX_CONFLICTS = 5;
/** Quantities stay small: at most this many of a line, and never above its stock. */
const MAX_QUANTITY = 5;
/** A shopper with this many lines stops adding new ones until some go. */
const MAX_LINES = 10;
/** Products the shoppers' pool is read from (the list's first, in its default order). */
const POOL_PRODUCTS = 60;

/** A line a shopper may add: a product with one option of each attribute, and its cap. */
export interface PoolLine extends LineKey {
  sellerId: number;
  /** The most of it a cart may hold here: its stock, at most MAX_QUANTITY. */
  cap: number;
}

export interface LoggedLine extends LineKey {
  sellerId: number;
  quantity: number;
}

/** What a shopper believes its cart holds, by line key (product and sorted options). */
export type CartLog = ReadonlyMap<string, LoggedLine>;

export const lineKey = ({ productId, optionIds }: LineKey): string =>
  `${productId}:${[...optionIds].sort((a, b) => a - b).join(',')}`;

/**
 * The shopper's own account of a change it has had answered 200: adding a line it holds adds
 * to its quantity, a quantity of 0 removes the line, removing a seller removes its lines.
 */
export function logChange(log: CartLog, change: CartChange): CartLog {
  const next = new Map(log);
  switch (change.kind) {
    case 'add': {
      const key = lineKey(change.line);
      const held = next.get(key);
      next.set(key, {
        productId: change.line.productId,
        optionIds: [...change.line.optionIds],
        sellerId: change.sellerId,
        quantity: (held?.quantity ?? 0) + change.quantity,
      });
      break;
    }
    case 'quantity': {
      const key = lineKey(change.line);
      const held = next.get(key);
      if (change.quantity === 0) next.delete(key);
      else if (held) next.set(key, { ...held, quantity: change.quantity });
      break;
    }
    case 'removeSeller':
      for (const [key, line] of next) if (line.sellerId === change.sellerId) next.delete(key);
      break;
    case 'select':
      break;
  }
  return next;
}

export interface CartCheck {
  /** Lines in the shopper's log. */
  lines: number;
  /** In the log, not in the cart. */
  lost: number;
  /** In the cart, not in the log (or twice in the cart). */
  extra: number;
  /** In both, with another quantity or under another seller. */
  different: number;
}

/** The cart as the server answers it (null: none, or a 404) against the shopper's log. */
export function checkCart(log: CartLog, cart: Cart | null): CartCheck {
  const seen = new Set<string>();
  let extra = 0;
  let different = 0;
  for (const order of cart?.orders ?? []) {
    for (const product of order.products) {
      if (product.isFreeProduct !== 0) continue; // the server's gifts are nobody's line
      const key = lineKey({
        productId: product.productId,
        optionIds: product.attribute.map((attribute) => attribute.option.id),
      });
      const logged = log.get(key);
      if (seen.has(key) || !logged) extra++;
      else if (logged.quantity !== product.quantity || logged.sellerId !== order.sellerId)
        different++;
      seen.add(key);
    }
  }
  const lost = [...log.keys()].filter((key) => !seen.has(key)).length;
  return { lines: log.size, lost, extra, different };
}

/**
 * A shopper's next change to its cart: mostly adds (a line of the pool, a few of it) and
 * quantity changes, some removals, now and then a seller's whole order. Never past a line's
 * cap, never a change that changes nothing.
 */
export function nextChange(
  log: CartLog,
  pool: readonly PoolLine[],
  random: () => number,
): CartChange {
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('nextChange: nothing to pick from');
    return item;
  };
  const upTo = (n: number) => 1 + Math.floor(random() * n);
  const lines = [...log.values()];
  const remove = (line: LineKey): CartChange => ({ kind: 'quantity', line, quantity: 0 });
  const roll = random();
  if (lines.length === 0 || (roll < 0.4 && lines.length < MAX_LINES)) {
    const candidate = pick(pool);
    const line = { productId: candidate.productId, optionIds: candidate.optionIds };
    const held = log.get(lineKey(candidate))?.quantity ?? 0;
    const room = candidate.cap - held;
    if (room > 0)
      return {
        kind: 'add',
        sellerId: candidate.sellerId,
        line,
        quantity: upTo(Math.min(room, 3)),
      };
    return held > 1 ? { kind: 'quantity', line, quantity: upTo(held - 1) } : remove(line);
  }
  const line = pick(lines);
  if (roll < 0.75) {
    const cap = pool.find((candidate) => lineKey(candidate) === lineKey(line))?.cap ?? 1;
    if (cap < 2) return remove(line);
    // 1..cap without the line's own quantity.
    const quantity = upTo(cap - 1);
    return {
      kind: 'quantity',
      line,
      quantity: quantity >= line.quantity ? quantity + 1 : quantity,
    };
  }
  if (roll < 0.95) return remove(line);
  return { kind: 'removeSeller', sellerId: line.sellerId };
}

/** Nearest-rank percentile of ascending `sorted` values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface LatencySummary {
  count: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const tenth = (n: number) => Math.round(n * 10) / 10;

export function summarise(latenciesMs: readonly number[], seconds: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: seconds > 0 ? Math.round(sorted.length / seconds) : 0,
    p50Ms: tenth(percentile(sorted, 50)),
    p99Ms: tenth(percentile(sorted, 99)),
    maxMs: tenth(sorted.at(-1) ?? 0),
  };
}

/** A small seeded generator (mulberry32): each shopper's run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The lines the shoppers pick from, read through the API: for each of the first products, each
 * option of its first attribute with the first option in stock of the others (the product
 * alone when it has no attributes), where the product page says some are available.
 */
export async function readPool(origin: string): Promise<PoolLine[]> {
  const urlKeys: string[] = [];
  for (let pageNo = 1; urlKeys.length < POOL_PRODUCTS; pageNo++) {
    const page = await api<{ dataList: { urlKey: string }[]; count: number }>(
      origin,
      `/product/list?pageNo=${pageNo}&perPage=60`,
    );
    urlKeys.push(...page.dataList.map((product) => product.urlKey));
    if (page.dataList.length === 0 || urlKeys.length >= page.count) break;
  }
  const details = await Promise.all(
    urlKeys
      .slice(0, POOL_PRODUCTS)
      .map((urlKey) => api<ProductDetail>(origin, `/product/${encodeURIComponent(urlKey)}`)),
  );
  return details.flatMap((product) => {
    const [first, ...others] = product.attributes;
    const rest: Record<number, number> = {};
    for (const attribute of others) {
      const option =
        attribute.options.find((candidate) => candidate.availableQuantity > 0) ??
        attribute.options[0];
      if (option) rest[attribute.id] = option.id;
    }
    const choices: Record<number, number>[] = first
      ? first.options.map((option) => ({ ...rest, [first.id]: option.id }))
      : [{}];
    return choices.flatMap((choice) => {
      const { available } = offerOf(product, choice);
      if (available < 1) return [];
      return [
        {
          productId: product.id,
          optionIds: Object.values(choice),
          sellerId: product.store.id,
          cap: Math.min(available, MAX_QUANTITY),
        },
      ];
    });
  });
}

type Call = Exclude<CartWrite, { call: 'none' }>['call'];

interface Tally {
  latenciesMs: number[];
  byCall: Record<Call, number>;
  operations: number;
  /** 409s answered (each followed by the change planned again): none expected, one writer a cart. */
  conflicts: number;
  /** Writes slower than TIMEOUT_MS. */
  timeouts: number;
  /** Answers other than 200 and 409, network errors and changes given up. */
  failures: number;
  /** The first few failures, for the report. */
  failureSamples: string[];
}

const newTally = (): Tally => ({
  latenciesMs: [],
  byCall: { create: 0, update: 0, deleteSeller: 0 },
  operations: 0,
  conflicts: 0,
  timeouts: 0,
  failures: 0,
  failureSamples: [],
});

function fail(tally: Tally, what: string) {
  tally.failures++;
  if (tally.failureSamples.length < 10) tally.failureSamples.push(what);
}

type Answer = { status: number; cart?: Cart; message: string };

/** One write, timed; a 200 or 409 carries the cart. */
async function send(origin: string, write: Exclude<CartWrite, { call: 'none' }>, tally: Tally) {
  const [method, path, body] =
    write.call === 'create'
      ? ['POST', '/transaction/save', { orders: write.orders }]
      : write.call === 'update'
        ? [
            'POST',
            `/transaction/${write.cartId}/update`,
            { version: write.version, changes: write.changes },
          ]
        : [
            'DELETE',
            `/transaction/${write.cartId}/seller/${write.sellerId}?version=${write.version}`,
            undefined,
          ];
  tally.byCall[write.call]++;
  const started = performance.now();
  try {
    const { status, envelope } = await request(origin, method, path, body);
    const ms = performance.now() - started;
    tally.latenciesMs.push(ms);
    if (ms > TIMEOUT_MS) tally.timeouts++;
    const answer: Answer = { status, message: envelope.message ?? '' };
    if (status === 200 || status === 409) answer.cart = envelope.detail as Cart;
    return answer;
  } catch (error) {
    const ms = performance.now() - started;
    tally.latenciesMs.push(ms);
    if (ms > TIMEOUT_MS) tally.timeouts++;
    return { status: 0, message: (error as Error).message } satisfies Answer;
  }
}

interface ShopperEnd {
  /** The cart last answered, null when it has none (never made, or emptied and so deleted). */
  cart: Cart | null;
  /** The id of the last cart it had, to check an emptied one is gone. */
  lastCartId: string | null;
  log: CartLog;
}

const kept = (cart: Cart) => (cart.orders.length > 0 ? cart : null);

async function shopper(
  origin: string,
  pool: readonly PoolLine[],
  random: () => number,
  deadline: number,
  tally: Tally,
): Promise<ShopperEnd> {
  let cart: Cart | null = null;
  let lastCartId: string | null = null;
  let log: CartLog = new Map();
  // Its first change is an add, which makes its cart; then until the deadline.
  do {
    const change = nextChange(log, pool, random);
    tally.operations++;
    let base: Cart | null = cart;
    let conflicts = 0;
    for (;;) {
      const write = planWrite(base, [change]);
      if (write.call === 'none') {
        // Already so on the cart answered (a seller's order gone, say): nothing to write.
        cart = base;
        log = logChange(log, change);
        break;
      }
      const answer = await send(origin, write, tally);
      if (answer.status === 200 && answer.cart) {
        cart = kept(answer.cart);
        lastCartId = answer.cart.cartId;
        log = logChange(log, change);
        break;
      }
      if (answer.status === 409 && answer.cart && conflicts < MAX_CONFLICTS) {
        tally.conflicts++;
        conflicts++;
        base = kept(answer.cart);
        continue;
      }
      fail(tally, `${write.call} ${answer.status}: ${answer.message}`);
      // A cart gone is gone: the next add makes a new one (its lines are then counted lost).
      if (answer.status === 404) cart = null;
      break;
    }
  } while (performance.now() < deadline);
  return { cart, lastCartId, log };
}

/** Reads each shopper's cart (its last one: an emptied cart must answer 404) and checks it. */
async function checkAll(origin: string, ends: ShopperEnd[], tally: Tally): Promise<CartCheck> {
  const total: CartCheck = { lines: 0, lost: 0, extra: 0, different: 0 };
  for (const end of ends) {
    const id = end.cart?.cartId ?? end.lastCartId;
    let cart: Cart | null = null;
    if (id) {
      const { status, envelope } = await request(origin, 'GET', `/transaction/${id}`);
      if (status === 200) cart = envelope.detail as Cart;
      else if (status !== 404) fail(tally, `get ${status}: ${envelope.message ?? ''}`);
    }
    const check = checkCart(end.log, cart);
    for (const key of ['lines', 'lost', 'extra', 'different'] as const) total[key] += check[key];
  }
  return total;
}

export interface CartRun extends LatencySummary, Omit<Tally, 'latenciesMs'> {
  shoppers: number;
  /** How long the shoppers ran, to the last answer. */
  seconds: number;
  check: CartCheck & { carts: number };
}

/** `shoppers` shoppers for `seconds` on the server at `origin`, then every cart checked. */
export async function runShoppers(
  origin: string,
  pool: readonly PoolLine[],
  shoppers: number,
  seconds: number,
  seed = 1,
): Promise<CartRun> {
  const tally = newTally();
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  const ends = await Promise.all(
    Array.from({ length: shoppers }, (_, i) =>
      shopper(origin, pool, seededRandom(seed * 1_000 + i), deadline, tally),
    ),
  );
  const elapsed = (performance.now() - started) / 1_000;
  const check = await checkAll(origin, ends, tally);
  return {
    shoppers,
    seconds: tenth(elapsed),
    ...summarise(tally.latenciesMs, elapsed),
    byCall: tally.byCall,
    operations: tally.operations,
    conflicts: tally.conflicts,
    timeouts: tally.timeouts,
    failures: tally.failures,
    failureSamples: tally.failureSamples,
    check: { carts: ends.length, ...check },
  };
}

export interface CartBench extends CartRun {
  poolLines: number;
  /** The warm-up's own shoppers and carts, checked too; its latencies are not kept. */
  warmUp: Pick<CartRun, 'count' | 'p99Ms' | 'failures' | 'timeouts' | 'check'>;
}

/**
 * Seconds of writes before the measured run, by shoppers of their own. A server just started
 * compiles as it serves: at 50 shoppers its CPU per write was 1.3 to 2 times its steady one for
 * about the first 4 s (and prepares each statement on each connection), so a 2 s warm-up left
 * the run's first seconds slower than the rest, most of a run's slowest 1% among them.
 */
export const WARM_UP_SECONDS = 5;

/** A warm-up (WARM_UP_SECONDS), then the measured run, on the server at `origin`. */
export async function cartBench(
  origin: string,
  shoppers = SHOPPERS,
  seconds = 30,
): Promise<CartBench> {
  const pool = await readPool(origin);
  if (pool.length === 0) throw new Error('cart bench: no product in stock to add');
  const warm = await runShoppers(origin, pool, shoppers, WARM_UP_SECONDS, 2);
  const run = await runShoppers(origin, pool, shoppers, seconds, 1);
  return {
    ...run,
    poolLines: pool.length,
    warmUp: {
      count: warm.count,
      p99Ms: warm.p99Ms,
      failures: warm.failures,
      timeouts: warm.timeouts,
      check: warm.check,
    },
  };
}

/** Lines lost, extra or different, or failed writes, in the run or its warm-up. */
export const cartProblems = (run: CartBench): number =>
  run.check.lost +
  run.check.extra +
  run.check.different +
  run.failures +
  run.warmUp.check.lost +
  run.warmUp.check.extra +
  run.warmUp.check.different +
  run.warmUp.failures;
