// The cart benchmark's pure parts: a shopper's log, the check of a cart against it, the changes
// a shopper makes and the latency figures. A check that missed a lost line, or a log that
// disagreed with the SPA's own rules, would put a wrong "0 lines lost" into the README.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartLog,
  checkCart,
  type LoggedLine,
  lineKey,
  logChange,
  nextChange,
  type PoolLine,
  percentile,
  seededRandom,
  summarise,
} from '../../bench/cart.ts';
import { applyChanges, type Cart, linesOf, planWrite } from '../../machines/cart/cart-lines.ts';
import { cartWith } from '../../machines/qa/cart-samples.ts';
import { runs } from '../support/property-runs.ts';

const pool: PoolLine[] = [
  { productId: 1, optionIds: [], sellerId: 10, cap: 5 },
  { productId: 2, optionIds: [21, 31], sellerId: 10, cap: 3 },
  { productId: 2, optionIds: [22, 31], sellerId: 10, cap: 1 },
  { productId: 3, optionIds: [41], sellerId: 20, cap: 5 },
  { productId: 4, optionIds: [], sellerId: 30, cap: 2 },
];

const logOf = (...lines: LoggedLine[]): CartLog => new Map(lines.map((l) => [lineKey(l), l]));

/** The cart the server would answer holding `lines` by seller, with a free gift per order. */
function cartOf(lines: Iterable<LoggedLine>, gift = true): Cart {
  const orders = new Map<number, LoggedLine[]>();
  for (const line of lines) orders.set(line.sellerId, [...(orders.get(line.sellerId) ?? []), line]);
  const product = (line: LoggedLine, isFreeProduct: 0 | 1) => ({
    productId: line.productId,
    name: '',
    sku: '',
    urlKey: `p${line.productId}`,
    imageUrl: '/i.webp',
    quantity: line.quantity,
    price: 1,
    discount: 0,
    total: line.quantity,
    isCheckBox: true,
    isFreeProduct,
    availableQuantity: 99,
    attribute: line.optionIds.map((id) => ({ id: id * 10, name: '', option: { id, label: '' } })),
    promotions: [],
  });
  return cartWith({
    cartId: '00000000-0000-4000-8000-000000000001',
    version: 1,
    orders: [...orders].map(([sellerId, held]) => ({
      sellerId,
      seller: { id: sellerId, urlKey: `s${sellerId}`, name: '' },
      products: [
        ...held.map((line) => product(line, 0)),
        ...(gift ? [product({ productId: 99, optionIds: [], sellerId, quantity: 1 }, 1)] : []),
      ],
      isCheckBox: true,
      total: 0,
    })),
  });
}

const one: LoggedLine = { productId: 1, optionIds: [], sellerId: 10, quantity: 2 };
const two: LoggedLine = { productId: 2, optionIds: [31, 21], sellerId: 10, quantity: 1 };
const three: LoggedLine = { productId: 3, optionIds: [41], sellerId: 20, quantity: 4 };

describe('checkCart', () => {
  it('finds nothing wrong with a cart that holds the log, whatever the options order', () => {
    const log = logOf(one, two, three);
    const cart = cartOf([one, { ...two, optionIds: [21, 31] }, three]);
    expect(checkCart(log, cart)).toEqual({ lines: 3, lost: 0, extra: 0, different: 0 });
  });

  it('counts lines lost, extra, of another quantity or seller, and twice in the cart', () => {
    const log = logOf(one, two, three);
    expect(checkCart(log, cartOf([one, three]))).toMatchObject({ lost: 1, extra: 0 });
    expect(checkCart(logOf(one), cartOf([one, two]))).toMatchObject({ lost: 0, extra: 1 });
    expect(checkCart(log, cartOf([one, two, { ...three, quantity: 3 }]))).toMatchObject({
      different: 1,
    });
    expect(checkCart(log, cartOf([one, two, { ...three, sellerId: 10 }]))).toMatchObject({
      different: 1,
    });
    expect(checkCart(logOf(one), cartOf([one, one]))).toMatchObject({ lost: 0, extra: 1 });
  });

  it('takes no cart (none made, or emptied and gone) as no lines', () => {
    expect(checkCart(new Map(), null)).toEqual({ lines: 0, lost: 0, extra: 0, different: 0 });
    expect(checkCart(logOf(one, three), null)).toMatchObject({ lines: 2, lost: 2 });
  });
});

describe('logChange', () => {
  it('adds to a line held, sets and removes quantities, removes a seller', () => {
    let log = logChange(new Map(), {
      kind: 'add',
      sellerId: 10,
      line: { productId: 1, optionIds: [] },
      quantity: 2,
    });
    log = logChange(log, { kind: 'add', sellerId: 10, line: one, quantity: 1 });
    expect(log.get('1:')?.quantity).toBe(3);
    log = logChange(log, { kind: 'add', sellerId: 20, line: three, quantity: 4 });
    log = logChange(log, { kind: 'quantity', line: three, quantity: 1 });
    expect(log.get(lineKey(three))?.quantity).toBe(1);
    log = logChange(log, { kind: 'quantity', line: three, quantity: 0 });
    expect([...log.keys()]).toEqual(['1:']);
    log = logChange(log, { kind: 'removeSeller', sellerId: 10 });
    expect(log.size).toBe(0);
  });

  it('leaves the log it was given as it was', () => {
    const log = logOf(one);
    logChange(log, { kind: 'removeSeller', sellerId: 10 });
    expect(log.size).toBe(1);
  });
});

describe('nextChange with the SPA rules', () => {
  // Any shopper's run, step by step: each change is one the SPA would write (planWrite gives a
  // call), keeps every line within its cap, and the log after it is the cart the SPA's own
  // applyChanges makes of it. A disagreement would show as lines lost in the bench.
  it('plans a real write each time, within caps, and logs what the SPA applies', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 80 }), (seed, steps) => {
        const random = seededRandom(seed);
        let log: CartLog = new Map();
        for (let step = 0; step < steps; step++) {
          const change = nextChange(log, pool, random);
          const cart = log.size ? cartOf(log.values(), false) : null;
          expect(planWrite(cart, [change]).call).not.toBe('none');
          const after = applyChanges(linesOf(cart), [change]);
          log = logChange(log, change);
          const spa = after.flatMap((order) =>
            order.products.map((line) => ({ ...line, sellerId: order.sellerId })),
          );
          expect(spa.map((l) => [lineKey(l), l.quantity, l.sellerId]).sort()).toEqual(
            [...log.values()].map((l) => [lineKey(l), l.quantity, l.sellerId]).sort(),
          );
          for (const line of log.values()) {
            const cap = pool.find((p) => lineKey(p) === lineKey(line))?.cap ?? 0;
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(cap);
          }
        }
      }),
      runs(300),
    );
  });

  it('starts an empty cart with an add', () => {
    expect(nextChange(new Map(), pool, seededRandom(7)).kind).toBe('add');
  });

  it('replays the same run from the same seed', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      let log: CartLog = new Map();
      return Array.from({ length: 20 }, () => {
        const change = nextChange(log, pool, random);
        log = logChange(log, change);
        return change;
      });
    };
    expect(run(3)).toEqual(run(3));
    expect(run(3)).not.toEqual(run(4));
  });
});

describe('latency figures', () => {
  it('takes the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(100);
    expect(percentile(sorted, 99)).toBe(198);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 99)).toBe(0);
  });

  it('summarises count, rate, p50, p99 and max, unsorted input', () => {
    const latencies = [30, 10, 20, 1000.04, 40];
    expect(summarise(latencies, 2)).toEqual({
      count: 5,
      perSecond: 3,
      p50Ms: 30,
      p99Ms: 1000,
      maxMs: 1000,
    });
  });
});
