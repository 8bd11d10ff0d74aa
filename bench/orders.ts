// Orders under load (`npm run bench`; `-- --only orders` for it alone): 50 buyers at once,
// each an account of its own (bench/orders-db.ts makes them), for 30 s: fill the cart with one
// to three lines of the products in stock, work out the checkout, and place it under a new
// Idempotency-Key; one placement in five is sent twice at once, as a double click does. Every
// placement is timed. Stock runs out during the run: a save or a checkout refused for stock is
// counted as sold out (not a failure), and the buyer stops picking that product. Afterwards the database is read (orders-db.ts check): no stock below
// zero, the stock taken equals the units sold, and each key placed one checkout.

import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { components } from '../openapi/storefront.d.ts';
import { type LatencySummary, type PoolLine, readPool, seededRandom, summarise } from './cart.ts';
import { request } from './http.ts';
import type { Buyer, OrdersCheck } from './orders-db.ts';
import { root, type Store, storeEnv } from './server.ts';

type Schemas = components['schemas'];

export const BUYERS = 50;
/** A placement slower than this counts as a timeout (the target: none on PGlite). */
export const ORDER_TIMEOUT_MS = 5_000;
/** One placement in this many is sent twice at once. */
const DOUBLE_CLICK_EVERY = 5;

/** `orders-db.ts <step>` on the store, while no server holds it; its JSON answer. */
export function ordersDb<T>(store: Store, step: 'prepare' | 'check', buyers = BUYERS): T {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/orders-db.ts', step, String(buyers)],
    {
      cwd: root,
      env: { ...process.env, ...storeEnv(store) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error(`orders-db.ts ${step} failed`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? 'null') as T;
}

interface Tally {
  latenciesMs: number[];
  placed: number;
  /** Sold out: a save refused for stock, a checkout with problems, or a 409 on placing. */
  refused: number;
  timeouts: number;
  failures: number;
  failureSamples: string[];
  /** Keys whose answers named more than one checkout (must be none). */
  keysSplit: number;
  /** Keys that placed a checkout. */
  keysPlaced: number;
}

function fail(tally: Tally, what: string) {
  tally.failures++;
  if (tally.failureSamples.length < 10) tally.failureSamples.push(what);
}

/**
 * The products a refused save names as short of stock (`body.orders.{i}.products.{j}.quantity`):
 * sold out by the other buyers, as the end of a sale goes.
 */
function soldOutIn(
  answer: { status: number; envelope: { detail?: unknown } },
  orders: { products: { productId: number }[] }[],
): number[] {
  if (answer.status !== 400 || !Array.isArray(answer.envelope.detail)) return [];
  return (answer.envelope.detail as { field?: string }[]).flatMap(({ field }) => {
    const [, order, product] =
      /^body\.orders\.(\d+)\.products\.(\d+)\.quantity$/.exec(field ?? '') ?? [];
    const productId = orders[Number(order)]?.products[Number(product)]?.productId;
    return order === undefined || productId === undefined ? [] : [productId];
  });
}

/** One buyer's loop until `deadline`. */
async function buyer(
  origin: string,
  who: Buyer,
  pool: readonly PoolLine[],
  random: () => number,
  deadline: number,
  tally: Tally,
) {
  const headers = { Cookie: `token=${who.token}` };
  const call = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    request(origin, method, path, body, { ...headers, ...extra });
  let cart: { cartId: string; version: number } | undefined;
  // What this buyer still finds in stock: a line the server says is sold out leaves it.
  let inStock = [...pool];
  while (performance.now() < deadline && inStock.length) {
    const lines = Array.from(
      { length: 1 + Math.floor(random() * 3) },
      () => inStock[Math.floor(random() * inStock.length)],
    )
      .filter((line): line is PoolLine => line !== undefined)
      .filter((line, i, all) => all.findIndex((l) => l.productId === line.productId) === i);
    const orders = [...new Set(lines.map((line) => line.sellerId))].map((sellerId) => ({
      sellerId,
      products: lines
        .filter((line) => line.sellerId === sellerId)
        .map((line) => ({
          productId: line.productId,
          optionIds: line.optionIds,
          quantity: 1 + Math.floor(random() * 2),
        })),
    }));
    const saved = await call('POST', '/transaction/save', { ...(cart ?? {}), orders });
    const soldOut = soldOutIn(saved, orders);
    if (soldOut.length) {
      tally.refused++;
      inStock = inStock.filter((line) => !soldOut.includes(line.productId));
      continue;
    }
    if (saved.status !== 200) {
      fail(tally, `save ${saved.status} ${saved.envelope.message}`);
      cart = undefined;
      continue;
    }
    const savedCart = saved.envelope.detail as Schemas['Cart'];
    cart = { cartId: savedCart.cartId, version: savedCart.version };
    const worked = await call('POST', '/order/calculate', {
      cartId: cart.cartId,
      paymentTypeId: 2,
    });
    const checkout = worked.envelope.detail as Schemas['Checkout'];
    if (worked.status !== 200 || checkout.problems.length) {
      // Sold out since the pool was read: a new cart of other lines next time.
      tally.refused++;
      continue;
    }
    const body = {
      cartId: cart.cartId,
      addressId: who.addressId,
      paymentTypeId: 2,
      expectedTotal: checkout.grandTotal,
    };
    const key = randomUUID();
    const place = async () => {
      const started = performance.now();
      const answer = await call('POST', '/order/place', body, { 'Idempotency-Key': key });
      const ms = performance.now() - started;
      tally.latenciesMs.push(ms);
      if (ms > ORDER_TIMEOUT_MS) tally.timeouts++;
      return answer;
    };
    const answers = await Promise.all(
      Array.from({ length: random() * DOUBLE_CLICK_EVERY < 1 ? 2 : 1 }, place),
    );
    const references = new Set<string>();
    for (const answer of answers) {
      if (answer.status === 200) {
        references.add((answer.envelope.detail as Schemas['PlacedOrder']).payment.referenceCode);
      } else if (answer.status !== 409) {
        fail(tally, `place ${answer.status} ${answer.envelope.message}`);
      }
    }
    if (references.size > 1) tally.keysSplit++;
    if (references.size) {
      tally.keysPlaced++;
      tally.placed++;
      // Every line was chosen: the cart is gone, the next one is new.
      cart = undefined;
    } else {
      tally.refused++;
    }
  }
}

export interface OrdersRun extends LatencySummary, Omit<Tally, 'latenciesMs'> {
  buyers: number;
  seconds: number;
}

/** `buyers` (made by orders-db.ts prepare) for `seconds` on the server at `origin`. */
export async function runBuyers(
  origin: string,
  buyers: readonly Buyer[],
  seconds: number,
): Promise<OrdersRun> {
  const pool = await readPool(origin);
  if (!pool.length) throw new Error('orders bench: no product in stock');
  const tally: Tally = {
    latenciesMs: [],
    placed: 0,
    refused: 0,
    timeouts: 0,
    failures: 0,
    failureSamples: [],
    keysSplit: 0,
    keysPlaced: 0,
  };
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  await Promise.all(
    buyers.map((who, i) => buyer(origin, who, pool, seededRandom(7_000 + i), deadline, tally)),
  );
  const elapsed = (performance.now() - started) / 1_000;
  const { latenciesMs, ...counts } = tally;
  return {
    buyers: buyers.length,
    seconds: Math.round(elapsed * 10) / 10,
    ...summarise(latenciesMs, elapsed),
    ...counts,
  };
}

export interface OrdersBench extends OrdersRun {
  check: OrdersCheck;
}

/** What the run must never do: stock below zero or not the units sold, a key placing twice, a failed call. */
export const ordersProblems = (run: OrdersBench): number =>
  run.check.belowZero +
  run.check.mismatched +
  run.keysSplit +
  run.failures +
  Math.abs(run.check.payments - run.keysPlaced);
