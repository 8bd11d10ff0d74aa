// The livePost machine and its rules (issue 36): what the spec and the issue ask of a live post
// (draft → active → finished; a finished post sells no more; the badge; a price's cut out of the
// cashback, and a price out of range refused before anything is sent; keywords unique), the
// dashboard read again every second on a simulated clock, and the seller's rules agreeing with the
// server's for every price and keyword.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  badgeOf,
  createLivePostActors,
  type DraftLine,
  displayCashback,
  draftProblems,
  emptyDraft,
  isValidPriceToSell,
  type LivePost,
  type LivePostMove,
  type LivePostRequest,
  livePostMachine,
} from '../../machines';
import { honeyLine, livePostSamples } from '../../machines/qa/live-post-samples';
import { repeatedKeywords } from '../../server/features/live/live-post-rules';
import {
  displayCashbackSatang,
  isValidPriceToSell as serverAllowsPrice,
} from '../../server/features/live/post-product-price';
import { fakeCalls, flushPromises, startOnClock } from './helpers';

const refusal = (status: number, fields: { field: string; message: string }[] = []) =>
  Object.assign(new Error('refused'), { status, message: 'refused', fields });

function start(id: number | null) {
  const loads = fakeCalls<LivePost, { id: number }>();
  const saves = fakeCalls<LivePost, { id: number | null; request: LivePostRequest }>();
  const moves = fakeCalls<LivePost, { id: number; move: LivePostMove }>();
  const actors = createLivePostActors({
    load: (postId) => loads.call({ id: postId }),
    save: (postId, request) => saves.call({ id: postId, request }),
    move: (postId, move) => moves.call({ id: postId, move }),
  });
  const { actor, clock } = startOnClock(livePostMachine.provide({ actors }), { input: { id } });
  return { actor, clock, loads: loads.calls, saves: saves.calls, moves: moves.calls };
}

async function opened(post: LivePost) {
  const started = start(post.id);
  started.loads[0]?.resolve(post);
  await flushPromises();
  return started;
}

describe('livePost machine', () => {
  it.each([
    ['draft', 'draft'],
    ['active', 'active'],
    ['finished', 'finished'],
  ] as const)('a %s post opens %s', async (sample, state) => {
    const { actor } = await opened(livePostSamples[sample]);
    expect(actor.getSnapshot().matches(state)).toBe(true);
  });

  it('a finished post sells no more: nothing moves it', async () => {
    const { actor, moves } = await opened(livePostSamples.finished);
    expect(actor.getSnapshot().status).toBe('done');
    actor.send({ type: 'livePost.start' });
    expect(moves).toHaveLength(0);
  });

  it('names a price out of range and a keyword used twice before sending anything', () => {
    const { actor, saves } = start(null);
    expect(actor.getSnapshot().matches({ draft: 'editing' })).toBe(true);
    actor.send({ type: 'livePost.field.set', field: 'name', value: 'ไลฟ์สด' });
    actor.send({ type: 'livePost.product.add', line: honeyLine });
    actor.send({ type: 'livePost.product.add', line: { ...honeyLine, productId: 12 } });
    // Above the list price, and a keyword the comments read as the first one's.
    actor.send({ type: 'livePost.price.set', productId: 11, price: 260 });
    actor.send({ type: 'livePost.keyword.set', productId: 12, keyword: 'ａ１' });
    actor.send({ type: 'livePost.save' });
    expect(actor.getSnapshot().context.problems).toEqual([
      { kind: 'price', productId: 11 },
      { kind: 'keyword-used', productId: 12 },
    ]);
    expect(saves).toHaveLength(0);
    // Below what the cashback covers (259 − 20 = 239).
    actor.send({ type: 'livePost.price.set', productId: 11, price: 238.99 });
    actor.send({ type: 'livePost.keyword.set', productId: 12, keyword: 'B2' });
    actor.send({ type: 'livePost.save' });
    expect(actor.getSnapshot().context.problems).toEqual([{ kind: 'price', productId: 11 }]);
    expect(saves).toHaveLength(0);
    // Fixed, it is no longer said; the lowest price is allowed.
    actor.send({ type: 'livePost.price.set', productId: 11, price: 239 });
    expect(actor.getSnapshot().context.problems).toEqual([]);
    actor.send({ type: 'livePost.save' });
    expect(saves).toHaveLength(1);
  });

  it('saves a draft, starts it only saved as it is, and watches it live every second', async () => {
    const { actor, clock, saves, moves, loads } = start(null);
    actor.send({ type: 'livePost.field.set', field: 'name', value: 'ไลฟ์สดน้ำผึ้ง' });
    actor.send({ type: 'livePost.product.add', line: honeyLine });
    // Not saved yet: there is nothing for the server to start.
    actor.send({ type: 'livePost.start' });
    expect(moves).toHaveLength(0);
    actor.send({ type: 'livePost.save' });
    expect(saves[0]).toMatchObject({
      id: null,
      request: { name: 'ไลฟ์สดน้ำผึ้ง', products: [{ productId: 11, keyword: 'A1', price: 249 }] },
    });
    saves[0]?.resolve(livePostSamples.draft);
    await flushPromises();
    expect(actor.getSnapshot().context).toMatchObject({ id: 7, dirty: false });
    // Edited since: saved again first.
    actor.send({ type: 'livePost.field.set', field: 'limitPerPerson', value: 3 });
    actor.send({ type: 'livePost.start' });
    expect(moves).toHaveLength(0);
    actor.send({ type: 'livePost.save' });
    expect(saves[1]).toMatchObject({ id: 7, request: { limitPerPerson: 3 } });
    saves[1]?.resolve(livePostSamples.draft);
    await flushPromises();
    actor.send({ type: 'livePost.start' });
    expect(moves[0]).toEqual(expect.objectContaining({ id: 7, move: 'start' }));
    moves[0]?.resolve(livePostSamples.active);
    await flushPromises();
    expect(actor.getSnapshot().matches({ active: 'watching' })).toBe(true);

    clock.increment(999);
    expect(loads).toHaveLength(0);
    clock.increment(1);
    expect(loads[0]).toMatchObject({ id: 7 });
    loads[0]?.resolve({ ...livePostSamples.active, submitOrder: 5, submitOrderPercent: 100 });
    await flushPromises();
    expect(actor.getSnapshot().context.post?.submitOrder).toBe(5);
    // A missed read waits for the next one.
    clock.increment(1000);
    loads[1]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ active: 'watching' })).toBe(true);
    clock.increment(1000);
    expect(loads).toHaveLength(3);
  });

  it("keeps the draft with the server's words when it refuses, and reads a post moved elsewhere", async () => {
    const { actor, saves, loads } = await opened(livePostSamples.draft);
    actor.send({ type: 'livePost.keyword.set', productId: 11, keyword: 'C3' });
    actor.send({ type: 'livePost.save' });
    saves[0]?.reject(
      refusal(400, [{ field: 'body.products.0.productId', message: 'product already selected' }]),
    );
    await flushPromises();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ draft: 'editing' })).toBe(true);
    expect(context.draft.lines[0]?.keyword).toBe('C3');
    expect(context.fieldErrors).toHaveLength(1);
    // Started in another tab meanwhile: a 409, then the post as it is now.
    actor.send({ type: 'livePost.save' });
    saves[1]?.reject(refusal(409));
    await flushPromises();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    loads[1]?.resolve(livePostSamples.active);
    await flushPromises();
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  it("finishes while the figures are being read: the seller's tap is not lost", async () => {
    const { actor, clock, moves, loads } = await opened(livePostSamples.active);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ active: 'refreshing' })).toBe(true);
    actor.send({ type: 'livePost.finish' });
    expect(moves[0]).toEqual(expect.objectContaining({ id: 7, move: 'finish' }));
    // The read given up answers late: it changes nothing.
    loads[1]?.resolve(livePostSamples.active);
    moves[0]?.resolve(livePostSamples.finished);
    await flushPromises();
    expect(actor.getSnapshot().matches('finished')).toBe(true);
  });

  it('finishes once; a post finished in another tab is read as finished', async () => {
    const { actor, moves } = await opened(livePostSamples.active);
    actor.send({ type: 'livePost.finish' });
    moves[0]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ active: 'watching' })).toBe(true);
    actor.send({ type: 'livePost.finish' });
    moves[1]?.resolve(livePostSamples.finished);
    await flushPromises();
    expect(actor.getSnapshot().matches('finished')).toBe(true);

    const other = await opened(livePostSamples.active);
    other.clock.increment(1000);
    other.loads[1]?.resolve(livePostSamples.finished);
    await flushPromises();
    expect(other.actor.getSnapshot().matches('finished')).toBe(true);
  });
});

describe('live post rules', () => {
  it('says Live only while the post is active, otherwise draft', () => {
    expect([0, 1, 2].map(badgeOf)).toEqual(['draft', 'live', 'draft']);
  });

  /** A line with list price, cashback and price in whole satang. */
  const lines = fc
    .record({
      list: fc.integer({ min: 1, max: 10_000_000 }),
      back: fc.integer({ min: 0, max: 10_000_000 }),
      price: fc.integer({ min: 1, max: 10_000_000 }),
    })
    .map(({ list, back, price }) => ({
      satang: { listPriceSatang: list, cashbackSatang: Math.min(back, list), priceSatang: price },
      line: {
        ...honeyLine,
        listPrice: list / 100,
        cashback: Math.min(back, list) / 100,
        price: price / 100,
      } satisfies DraftLine,
    }));

  it("agrees with the server's price rule and its cashback left, for every price", () => {
    fc.assert(
      fc.property(lines, ({ satang, line }) => {
        expect(isValidPriceToSell(line)).toBe(serverAllowsPrice(satang));
        expect(Math.round(displayCashback(line) * 100)).toBe(displayCashbackSatang(satang));
      }),
    );
  });

  it('leaves between none and all of the cashback, and all of it at the list price', () => {
    fc.assert(
      fc.property(lines, ({ line }) => {
        const left = displayCashback(line);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(line.cashback);
        expect(displayCashback({ ...line, price: line.listPrice })).toBe(line.cashback);
      }),
    );
  });

  it("finds a keyword used twice as the server's rule does, however it is typed", () => {
    const keyword = fc
      .tuple(
        fc.constantFrom('a', 'A', 'ａ', 'b', 'Ｂ', 'cf'),
        fc.constantFrom('', '1', '１', '๑', '2', '12'),
      )
      .map(([letters, digits]) => `${letters}${digits}`);
    fc.assert(
      fc.property(fc.array(keyword, { minLength: 1, maxLength: 6 }), (keywords) => {
        const draft = {
          ...emptyDraft,
          name: 'ไลฟ์',
          lines: keywords.map((typed, i) => ({ ...honeyLine, productId: i + 1, keyword: typed })),
        };
        const twice = draftProblems(draft).filter((problem) => problem.kind === 'keyword-used');
        expect(twice.length > 0).toBe(repeatedKeywords(keywords).length > 0);
      }),
    );
  });
});
