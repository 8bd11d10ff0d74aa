// The return request's pure rules (issue 38), each against the server's own: the lines and
// quantities a request may name, a choice complete exactly when the contract's ReturnInput
// (validated by the server's Ajv set-up) and the server's rules take the body made of it, the
// refund's estimate equal to what the server works out and never more than was paid for those
// units, and why an order cannot be returned named as the server's rule says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountDigitsOf,
  type ChosenLine,
  canRefundToCard,
  clampReturnQuantity,
  existingRequestOf,
  lineRefundEstimateSatang,
  MAX_RETURN_PHOTOS,
  type Order,
  type OrderLine,
  problemsOf,
  type RefundChoice,
  type ReturnChoice,
  type ReturnReason,
  refundEstimateSatang,
  returnableLines,
  returnInputOf,
  unavailableReasonOf,
  withLine,
} from '../../machines';
import { returnOrderSamples, returnRequestOf } from '../../machines/qa/return-request-samples';
import { createAjv } from '../../server/contract/ajv.ts';
import { loadContract } from '../../server/contract/contract.ts';
import {
  type PaidOrder,
  returnRefusalOf,
  unitsRefundSatang,
} from '../../server/features/orders/return-rules.ts';
import { runs } from '../support/property-runs.ts';

const RUNS = runs(2_000);

/** Whether the server's validation takes `body` as createReturn's. */
const contractTakes = (() => {
  const body = loadContract().find((op) => op.operationId === 'createReturn')?.requestBody;
  if (body?.kind !== 'json') throw new Error('createReturn takes no JSON body');
  const validate = createAjv({ coerce: false, defaults: true }).compile(body.schema);
  return (value: unknown) => validate(structuredClone(value));
})();

const REASONS: ReturnReason[] = [
  'damaged',
  'wrong-item',
  'not-as-described',
  'missing-parts',
  'expired',
  'changed-mind',
];

/** A line as bought, in satang, and the order line the API shows for it. */
const boughtArb = fc
  .record({
    quantity: fc.integer({ min: 1, max: 50 }),
    priceSatang: fc.integer({ min: 0, max: 5_000_000 }),
    free: fc.boolean(),
  })
  .chain(({ quantity, priceSatang, free }) =>
    fc.integer({ min: 0, max: free ? 0 : priceSatang * quantity }).map((discountSatang) => ({
      quantity,
      priceSatang: free ? 0 : priceSatang,
      discountSatang,
      cashbackSatang: 0,
      free,
    })),
  );

type Bought = { quantity: number; priceSatang: number; discountSatang: number; free: boolean };

const lineOf = (bought: Bought, index: number): OrderLine => ({
  ...(returnOrderSamples.returnable.products[0] as OrderLine),
  lineId: 100 + index,
  productId: 10 + index,
  quantity: bought.quantity,
  price: bought.priceSatang / 100,
  discount: bought.discountSatang / 100,
  total: (bought.priceSatang * bought.quantity - bought.discountSatang) / 100,
  isFreeProduct: bought.free ? 1 : 0,
});

/** An order of 1 to 4 lines with a coupon share of at most its goods, and how it was paid. */
const orderArb = fc
  .array(boughtArb, { minLength: 1, maxLength: 4 })
  .chain((lines) => {
    const goods = lines.reduce((sum, l) => sum + l.priceSatang * l.quantity - l.discountSatang, 0);
    return fc.record({
      lines: fc.constant(lines),
      couponSatang: fc.integer({ min: 0, max: goods }),
      paymentKind: fc.constantFrom('card', 'transfer', 'promptpay', 'cod') as fc.Arbitrary<
        Order['paymentKind']
      >,
    });
  })
  .map(({ lines, couponSatang, paymentKind }) => ({
    order: {
      ...returnOrderSamples.returnable,
      products: lines.map(lineOf),
      couponDiscount: couponSatang / 100,
      paymentKind,
    } satisfies Order,
    paid: {
      lines: lines.map(({ free: _, ...line }) => ({ ...line, cashbackSatang: 0 })),
      couponDiscountSatang: couponSatang,
    } satisfies PaidOrder,
  }));

/** Words as shoppers type them, and the edges the contract draws: blank, NUL, too long. */
const textArb = (max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 20 }).map((text) => `ก${text}`) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '\t\n',
        ' สมชาย ',
        'a\u0000b',
        'ก'.repeat(max),
        ` ${'ก'.repeat(max)} `,
        'ก'.repeat(max + 1),
        '😀'.repeat(max),
      ),
    },
    { weight: 1, arbitrary: fc.string({ minLength: max - 2, maxLength: max + 2 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  );

const accountNumberArb = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^\d{10,12}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^\d{8,13}$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '123-4-56789-0',
      ' 123 456 7890 ',
      '12345678901',
      '๑๒๓๔๕๖๗๘๙๐',
      '12345x7890',
      '',
    ),
  },
);

const refundArb: fc.Arbitrary<RefundChoice> = fc.oneof(
  fc.constant({ kind: 'card' as const }),
  fc.record({
    kind: fc.constant('bank' as const),
    bankName: textArb(100),
    accountName: textArb(100),
    accountNumber: accountNumberArb,
  }),
);

const photoArb = fc
  .stringMatching(/^[A-Za-z0-9_-]{22}$/)
  .map((stem) => ({ name: `${stem}.webp`, width: 800, height: 600 }));

/** Lines as the form makes them (returnable, 1 to what was bought), or anything at all. */
const linesArb = (order: Order): fc.Arbitrary<ChosenLine[]> => {
  const returnable = returnableLines(order);
  const chosen =
    returnable.length === 0
      ? fc.constant<ChosenLine[]>([])
      : fc
          .subarray(returnable, { minLength: 1 })
          .chain((lines) =>
            fc
              .tuple(
                ...lines.map((line) =>
                  fc
                    .integer({ min: 1, max: line.quantity })
                    .map((quantity): ChosenLine => ({ lineId: line.lineId, quantity })),
                ),
              )
              .map((picked): ChosenLine[] => [...picked]),
          );
  const anything = fc.array(
    fc.record({
      lineId: fc.constantFrom(...order.products.map((line) => line.lineId), 999),
      quantity: fc.integer({ min: -1, max: 60 }),
    }),
    { maxLength: 4 },
  );
  return fc.oneof({ weight: 3, arbitrary: chosen }, { weight: 1, arbitrary: anything });
};

const choiceArb = (order: Order): fc.Arbitrary<ReturnChoice> =>
  fc.record({
    lines: linesArb(order),
    reason: fc.option(fc.constantFrom(...REASONS), { nil: null, freq: 6 }),
    details: textArb(1000),
    refundTo: refundArb,
    photos: fc.oneof(
      { weight: 3, arbitrary: fc.array(photoArb, { maxLength: 5 }) },
      { weight: 1, arbitrary: fc.array(photoArb, { minLength: 6, maxLength: 7 }) },
    ),
  });

/** The server's own checks beyond the contract (server/features/orders/return-request.ts). */
function serverRulesTake(choice: ReturnChoice, order: Order): boolean {
  const ids = choice.lines.map((line) => line.lineId);
  const linesOk = choice.lines.every(({ lineId, quantity }) => {
    const line = order.products.find((each) => each.lineId === lineId);
    return line !== undefined && line.isFreeProduct === 0 && quantity <= line.quantity;
  });
  // The contract's `^[^\u0000]*\S[^\u0000]*$` lets one NUL through as the \S; PostgreSQL's
  // text holds none, so the form refuses any.
  const { refundTo } = choice;
  const texts = [
    choice.details,
    ...(refundTo.kind === 'bank' ? [refundTo.bankName, refundTo.accountName] : []),
  ];
  return (
    texts.every((text) => !text.includes('\u0000')) &&
    linesOk &&
    new Set(ids).size === ids.length &&
    choice.photos.length <= MAX_RETURN_PHOTOS &&
    (refundTo.kind !== 'card' || order.paymentKind === 'card')
  );
}

describe('lines and quantities', () => {
  it('a quantity is 0 (not sent back) or a whole 1 to what was bought', () => {
    expect([-1, 0, 0.5, 1, 1.9, 2, 3, Number.NaN].map((q) => clampReturnQuantity(q, 2))).toEqual([
      0, 0, 0, 1, 1, 2, 2, 0,
    ]);
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: 1, max: 9999 }), (q, bought) => {
        const units = clampReturnQuantity(q, bought);
        expect(units === 0 || (Number.isInteger(units) && units >= 1 && units <= bought)).toBe(
          true,
        );
        expect(clampReturnQuantity(units, bought)).toBe(units);
      }),
      RUNS,
    );
  });

  it('property: whatever is set, a choice names returnable lines once, within what was bought, the last setting winning', () => {
    const setArb = (order: Order) =>
      fc.array(
        fc.record({
          lineId: fc.constantFrom(...order.products.map((line) => line.lineId), 999),
          quantity: fc.integer({ min: -2, max: 60 }),
        }),
        { maxLength: 12 },
      );
    fc.assert(
      fc.property(
        orderArb.chain(({ order }) => fc.tuple(fc.constant(order), setArb(order))),
        ([order, sets]) => {
          const chosen = sets.reduce<ChosenLine[]>(
            (lines, set) => withLine(order, lines, set.lineId, set.quantity),
            [],
          );
          const returnable = returnableLines(order).map((line) => line.lineId);
          expect(chosen.map((line) => line.lineId)).toEqual(
            returnable.filter((id) => chosen.some((line) => line.lineId === id)),
          );
          for (const { lineId, quantity } of chosen) {
            const bought = order.products.find((line) => line.lineId === lineId)?.quantity ?? 0;
            const last = sets.findLast((set) => set.lineId === lineId);
            expect(quantity).toBe(clampReturnQuantity(last?.quantity ?? 0, bought));
          }
          expect(
            order.products.some(
              (l) => l.isFreeProduct === 1 && chosen.some((c) => c.lineId === l.lineId),
            ),
          ).toBe(false);
        },
      ),
      RUNS,
    );
  });
});

describe('whether the choice may go on', () => {
  it('names what is missing, in the form’s order', () => {
    const order = returnOrderSamples.returnable;
    const empty: ReturnChoice = {
      lines: [],
      reason: null,
      details: '',
      refundTo: { kind: 'bank', bankName: '', accountName: '', accountNumber: '' },
      photos: [],
    };
    expect(problemsOf(empty, order)).toEqual([
      'lines',
      'reason',
      'details',
      'bankName',
      'accountName',
      'accountNumber',
    ]);
    expect(problemsOf({ ...empty, refundTo: { kind: 'card' } }, order)).toContain('refundTo');
    expect(
      problemsOf({ ...empty, refundTo: { kind: 'card' } }, returnOrderSamples.paidByCard),
    ).not.toContain('refundTo');
    expect(canRefundToCard(returnOrderSamples.paidByCard)).toBe(true);
    expect(accountDigitsOf(' 123-4-56789-0 ')).toBe('1234567890');
  });

  it("property: a choice may go on exactly when the contract and the server's rules take its body", () => {
    let complete = 0;
    fc.assert(
      fc.property(
        orderArb.chain(({ order }) => fc.tuple(fc.constant(order), choiceArb(order))),
        ([order, choice]) => {
          const ok = problemsOf(choice, order).length === 0;
          const taken =
            choice.reason !== null &&
            contractTakes(returnInputOf(choice)) &&
            serverRulesTake(choice, order);
          expect(ok).toBe(taken);
          if (ok) complete += 1;
        },
      ),
      RUNS,
    );
    // Both sides are tried: complete choices, not only refused ones.
    expect(complete).toBeGreaterThan(RUNS.numRuns / 50);
  });
});

describe("the refund's estimate", () => {
  it('is the sample’s 244 baht for one of two honeys (508 less its 20 baht coupon share)', () => {
    const order = returnOrderSamples.returnable;
    expect(lineRefundEstimateSatang(order, 101, 1)).toBe(24_400);
    expect(lineRefundEstimateSatang(order, 102, 1)).toBe(0);
    expect(refundEstimateSatang(order, [{ lineId: 101, quantity: 2 }])).toBe(48_800);
    expect(returnRequestOf('waiting').refund * 100).toBe(24_400);
  });

  it("property: equals the server's refund, and never more than was paid for those units", () => {
    fc.assert(
      fc.property(
        orderArb.chain(({ order, paid }) =>
          fc.tuple(
            fc.constant(order),
            fc.constant(paid),
            fc.nat({ max: order.products.length - 1 }),
            fc.integer({ min: 1, max: 50 }),
          ),
        ),
        ([order, paid, index, asked]) => {
          const line = order.products[index];
          const bought = paid.lines[index];
          if (!line || !bought) throw new Error('no line');
          const quantity = Math.min(asked, line.quantity);
          const estimate = lineRefundEstimateSatang(order, line.lineId, quantity);
          if (line.isFreeProduct === 1) {
            expect(estimate).toBe(0);
            return;
          }
          expect(estimate).toBe(unitsRefundSatang(paid, bought, quantity));
          const linePaid = bought.priceSatang * bought.quantity - bought.discountSatang;
          expect(estimate).toBeGreaterThanOrEqual(0);
          expect(estimate * bought.quantity).toBeLessThanOrEqual(linePaid * quantity);
          if (quantity > 1)
            expect(lineRefundEstimateSatang(order, line.lineId, quantity - 1)).toBeLessThanOrEqual(
              estimate,
            );
        },
      ),
      RUNS,
    );
  });

  it('property: every unit of every line together refunds at most the goods as paid', () => {
    fc.assert(
      fc.property(orderArb, ({ order, paid }) => {
        const all = returnableLines(order).map(({ lineId, quantity }) => ({ lineId, quantity }));
        const goods = paid.lines.reduce(
          (sum, l) => sum + l.priceSatang * l.quantity - l.discountSatang,
          0,
        );
        expect(refundEstimateSatang(order, all)).toBeLessThanOrEqual(
          goods - paid.couponDiscountSatang,
        );
      }),
      RUNS,
    );
  });
});

describe('why an order cannot be returned', () => {
  it("property: names the server's reason whenever the order says it cannot be", () => {
    const DAY = 24 * 60 * 60 * 1000;
    const now = new Date('2026-12-01T00:00:00.000Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.option(fc.integer({ min: -20 * DAY, max: DAY }), { nil: null }),
        (statusId, offset) => {
          const deliveredAt = offset === null ? null : new Date(now.getTime() + offset);
          const refusal = returnRefusalOf({ statusId, deliveredAt }, now);
          const order = {
            statusId: statusId as Order['statusId'],
            deliveredAt: deliveredAt?.toISOString() ?? null,
            canReturn: refusal === null,
            returnRequest: null,
          };
          expect(unavailableReasonOf(order)).toBe(refusal);
        },
      ),
      RUNS,
    );
    expect(unavailableReasonOf(returnOrderSamples.requested)).toBeNull();
  });

  it('reads the request a 409 carries, and nothing else', () => {
    const request = returnRequestOf('waiting');
    expect(existingRequestOf({ status: 409, returnRequest: request })).toBe(request);
    expect(existingRequestOf({ status: 409, returnRequest: null })).toBeNull();
    expect(existingRequestOf({ status: 400, returnRequest: request })).toBeNull();
    expect(existingRequestOf(new TypeError('offline'))).toBeNull();
  });
});
