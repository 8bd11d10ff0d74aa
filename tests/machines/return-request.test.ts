// The returnRequest machine (issue 38; spec sections 4, 5 and 9): what the spec and the issue
// ask of a shopper's return (nothing sent without a line, a reason, the details and where the
// refund goes; at most 5 photos, a sixth refused without a call; a refused request keeps
// everything; an order that has a request follows it; a sent request cannot be changed, and is
// followed as staff move it, read again every 30 s on a simulated clock), then QA's model paths
// played on the real machine, through every state and transition.
import { describe, expect, it } from 'vitest';
import {
  createReturnRequestActors,
  type Order,
  RETURN_EXISTS,
  type ReturnInput,
  type ReturnPhoto,
  type ReturnReasonChoice,
  type ReturnRequest,
  type ReturnRequestEmitted,
  returnRequestMachine,
  STATUS_POLL_MS,
  TOO_MANY_FILES,
  unavailableReasonOf,
} from '../../machines';
import { allStateNodes, createCoverage, transitionsOf } from '../../machines/qa/inventory';
import {
  GIFT_LINE_ID,
  HONEY_LINE_ID,
  returnOrderSamples,
  returnReasons,
  returnRequestEvents,
  returnRequestInputs,
  returnRequestOf,
  sampleBank,
  sampleDetails,
  samplePhoto,
  samplePhotoFile,
} from '../../machines/qa/return-request-samples';
import { screenPathsOf } from '../../machines/qa/screen-paths';
import { fakeCalls, flushPromises, startOnClock } from './helpers';
import { replayPath } from './model-paths';

const refusal = (status: number, fields: { field: string; message: string }[] = []) =>
  Object.assign(new Error('refused'), { status, message: 'refused', fields });

const photoNamed = (n: number): ReturnPhoto => ({
  ...samplePhoto,
  name: `${String(n).padStart(22, 'p')}.webp`,
});

function start(orderId = 41) {
  const orders = fakeCalls<Order, { orderId: number }>();
  const reasons = fakeCalls<ReturnReasonChoice[]>();
  const uploads = fakeCalls<ReturnPhoto, { file: Blob }>();
  const creations = fakeCalls<ReturnRequest, { orderId: number; body: ReturnInput }>();
  const reads = fakeCalls<ReturnRequest, { returnId: number }>();
  const actors = createReturnRequestActors({
    loadOrder: (id) => orders.call({ orderId: id }),
    loadReasons: () => reasons.call({}),
    uploadPhoto: (file) => uploads.call({ file }),
    createReturn: (id, body) => creations.call({ orderId: id, body }),
    loadReturn: (returnId) => reads.call({ returnId }),
  });
  const { actor, clock } = startOnClock(returnRequestMachine.provide({ actors }), {
    input: { orderId },
  });
  const emitted: ReturnRequestEmitted[] = [];
  actor.on('return.submitted', (event) => emitted.push(event));
  return {
    actor,
    clock,
    orders: orders.calls,
    reasons: reasons.calls,
    uploads: uploads.calls,
    creations: creations.calls,
    reads: reads.calls,
    emitted,
  };
}

type Started = ReturnType<typeof start>;

async function answerLoad(started: Started, order: Order) {
  started.orders.at(-1)?.resolve(order);
  started.reasons.at(-1)?.resolve(returnReasons);
  await flushPromises();
}

async function opened(order: Order = returnOrderSamples.returnable) {
  const started = start(order.id);
  await answerLoad(started, order);
  return started;
}

/** One honey back, damaged, to the sample bank account. */
function fillIn({ actor }: Started) {
  actor.send({ type: 'return.lineSet', lineId: HONEY_LINE_ID, quantity: 1 });
  actor.send({ type: 'return.reasonChosen', reason: 'damaged' });
  actor.send({ type: 'return.detailsChanged', details: `  ${sampleDetails}\n` });
  actor.send({ type: 'return.refundToChanged', refundTo: sampleBank });
}

async function confirmed(order: Order = returnOrderSamples.returnable) {
  const started = await opened(order);
  fillIn(started);
  started.actor.send({ type: 'return.next' });
  started.actor.send({ type: 'return.confirm' });
  return started;
}

/** The choice as the context holds it, to compare before and after. */
const choiceOf = ({ actor }: Started) => {
  const { lines, reason, details, refundTo, photos } = actor.getSnapshot().context;
  return { lines, reason, details, refundTo, photos };
};

describe('returnRequest machine: opening', () => {
  it('reads the order and the reasons together, then opens the form of a returnable order', async () => {
    const started = start();
    expect(started.orders[0]).toMatchObject({ orderId: 41 });
    expect(started.reasons).toHaveLength(1);
    await answerLoad(started, returnOrderSamples.returnable);
    const { context } = started.actor.getSnapshot();
    expect(started.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(context.reasons).toEqual(returnReasons);
    // Paid by transfer: the refund goes to a bank account, to be filled in.
    expect(context.refundTo).toEqual({
      kind: 'bank',
      bankName: '',
      accountName: '',
      accountNumber: '',
    });
  });

  it('offers the card back when the order was paid by card', async () => {
    const { actor } = await opened(returnOrderSamples.paidByCard);
    expect(actor.getSnapshot().context.refundTo).toEqual({ kind: 'card' });
  });

  it('follows the request an order has, read in full', async () => {
    const { actor, reads } = await opened(returnOrderSamples.requested);
    expect(actor.getSnapshot().matches({ following: 'reading' })).toBe(true);
    expect(reads[0]).toMatchObject({ returnId: 9 });
    reads[0]?.resolve(returnRequestOf('waiting'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ following: 'waitingForReview' })).toBe(true);
  });

  it('says why an order cannot be returned, and ends there', async () => {
    const { actor } = await opened(returnOrderSamples.windowOver);
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    const { order } = actor.getSnapshot().context;
    expect(order && unavailableReasonOf(order)).toBe('window-over');
  });

  it('says it could not load, and loads again on retry', async () => {
    const started = start();
    started.orders[0]?.reject(new TypeError('offline'));
    started.reasons[0]?.resolve(returnReasons);
    await flushPromises();
    expect(started.actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(started.actor.getSnapshot().context.errorCode).toBe('TypeError');
    started.actor.send({ type: 'return.retry' });
    expect(started.actor.getSnapshot().context.errorCode).toBeNull();
    await answerLoad(started, returnOrderSamples.returnable);
    expect(started.actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('a request that cannot be read is said, and read again on retry', async () => {
    const { actor, reads } = await opened(returnOrderSamples.requested);
    reads[0]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ following: 'readFailed' })).toBe(true);
    actor.send({ type: 'return.retry' });
    reads[1]?.resolve(returnRequestOf('refused'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ following: 'refused' })).toBe(true);
  });
});

describe('returnRequest machine: choosing', () => {
  it('cannot go on without a line, a reason, the details and an account: it says what is missing', async () => {
    const started = await opened();
    const { actor, creations } = started;
    const next = () => {
      actor.send({ type: 'return.next' });
      return actor.getSnapshot().context.problems;
    };
    expect(next()).toEqual([
      'lines',
      'reason',
      'details',
      'bankName',
      'accountName',
      'accountNumber',
    ]);
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    // Once said, each fix is no longer said.
    actor.send({ type: 'return.lineSet', lineId: HONEY_LINE_ID, quantity: 1 });
    actor.send({ type: 'return.reasonChosen', reason: 'damaged' });
    expect(actor.getSnapshot().context.problems).toEqual([
      'details',
      'bankName',
      'accountName',
      'accountNumber',
    ]);
    actor.send({ type: 'return.detailsChanged', details: '   ' });
    expect(next()).toContain('details');
    actor.send({ type: 'return.detailsChanged', details: 'x'.repeat(1001) });
    expect(next()).toContain('details');
    actor.send({ type: 'return.detailsChanged', details: sampleDetails });
    actor.send({
      type: 'return.refundToChanged',
      refundTo: { ...sampleBank, accountNumber: '123456789' },
    });
    expect(next()).toEqual(['accountNumber']);
    actor.send({ type: 'return.refundToChanged', refundTo: { ...sampleBank, accountName: ' ' } });
    expect(next()).toEqual(['accountName']);
    // Paid by transfer: the card cannot take the refund.
    actor.send({ type: 'return.refundToChanged', refundTo: { kind: 'card' } });
    expect(next()).toEqual(['refundTo']);
    // The line taken out again.
    actor.send({ type: 'return.refundToChanged', refundTo: sampleBank });
    actor.send({ type: 'return.lineSet', lineId: HONEY_LINE_ID, quantity: 0 });
    expect(next()).toEqual(['lines']);
    expect(creations).toHaveLength(0);
    actor.send({ type: 'return.lineSet', lineId: HONEY_LINE_ID, quantity: 2 });
    expect(next()).toEqual([]);
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(creations).toHaveLength(0);
  });

  it('never returns a free gift, nor more than was bought', async () => {
    const { actor } = await opened();
    actor.send({ type: 'return.lineSet', lineId: GIFT_LINE_ID, quantity: 1 });
    actor.send({ type: 'return.lineSet', lineId: 999, quantity: 1 });
    expect(actor.getSnapshot().context.lines).toEqual([]);
    actor.send({ type: 'return.lineSet', lineId: HONEY_LINE_ID, quantity: 5 });
    expect(actor.getSnapshot().context.lines).toEqual([{ lineId: HONEY_LINE_ID, quantity: 2 }]);
    actor.send({ type: 'return.lineSet', lineId: HONEY_LINE_ID, quantity: 1.7 });
    expect(actor.getSnapshot().context.lines).toEqual([{ lineId: HONEY_LINE_ID, quantity: 1 }]);
  });

  it('takes the card back only when the order was paid by card', async () => {
    const { actor } = await opened(returnOrderSamples.paidByCard);
    fillIn({ actor } as Started);
    actor.send({ type: 'return.refundToChanged', refundTo: { kind: 'card' } });
    actor.send({ type: 'return.next' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it('sends each photo as it is chosen; a sixth is refused without a call', async () => {
    const { actor, uploads } = await opened();
    for (let n = 0; n < 5; n++) {
      actor.send({ type: 'return.photoChosen', file: samplePhotoFile });
      expect(actor.getSnapshot().matches({ editing: 'uploading' })).toBe(true);
      expect(uploads[n]?.file).toBe(samplePhotoFile);
      uploads[n]?.resolve(photoNamed(n));
      await flushPromises();
    }
    expect(actor.getSnapshot().context.photos).toHaveLength(5);
    actor.send({ type: 'return.photoChosen', file: samplePhotoFile });
    expect(uploads).toHaveLength(5);
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.photoError).toEqual({
      errorCode: TOO_MANY_FILES,
      serverMessage: null,
    });
    expect(actor.getSnapshot().context.photos).toHaveLength(5);
    // One removed: a photo can be added again.
    actor.send({ type: 'return.photoRemoved', name: photoNamed(2).name });
    expect(actor.getSnapshot().context.photos.map((photo) => photo.name)).not.toContain(
      photoNamed(2).name,
    );
    expect(actor.getSnapshot().context.photoError).toBeNull();
    actor.send({ type: 'return.photoChosen', file: samplePhotoFile });
    expect(uploads).toHaveLength(6);
  });

  it("a refused photo is said in the server's words, and nothing is lost", async () => {
    const started = await opened();
    const { actor, uploads } = started;
    fillIn(started);
    actor.send({ type: 'return.photoChosen', file: samplePhotoFile });
    uploads[0]?.resolve(samplePhoto);
    await flushPromises();
    actor.send({ type: 'return.photoChosen', file: samplePhotoFile });
    // The form can still be edited while a photo is sent.
    actor.send({ type: 'return.reasonChosen', reason: 'wrong-item' });
    const before = choiceOf(started);
    uploads[1]?.reject(
      Object.assign(new Error('The format is not supported'), {
        status: 400,
        message: 'The format is not supported',
        fields: [],
      }),
    );
    await flushPromises();
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.photoError).toEqual({
      errorCode: 'Error',
      serverMessage: 'The format is not supported',
    });
    expect(choiceOf(started)).toEqual(before);
    expect(before.reason).toBe('wrong-item');
    expect(before.photos).toEqual([samplePhoto]);
    // The form's own errors are not the photo's.
    expect(actor.getSnapshot().context.errorCode).toBeNull();
  });

  it('does not go on while a photo is being sent', async () => {
    const started = await opened();
    fillIn(started);
    started.actor.send({ type: 'return.photoChosen', file: samplePhotoFile });
    started.actor.send({ type: 'return.next' });
    expect(started.actor.getSnapshot().matches({ editing: 'uploading' })).toBe(true);
  });
});

describe('returnRequest machine: confirming and sending', () => {
  it('back from the summary keeps everything chosen', async () => {
    const started = await opened();
    fillIn(started);
    started.actor.send({ type: 'return.photoChosen', file: samplePhotoFile });
    started.uploads[0]?.resolve(samplePhoto);
    await flushPromises();
    const before = choiceOf(started);
    started.actor.send({ type: 'return.next' });
    expect(started.actor.getSnapshot().matches('confirming')).toBe(true);
    started.actor.send({ type: 'return.back' });
    expect(started.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(choiceOf(started)).toEqual(before);
  });

  it('sends the request once confirmed, trimmed, and follows it', async () => {
    const started = await confirmed();
    const { actor, creations, emitted } = started;
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(creations).toHaveLength(1);
    expect(creations[0]).toMatchObject({
      orderId: 41,
      body: {
        lines: [{ lineId: HONEY_LINE_ID, quantity: 1 }],
        reason: 'damaged',
        details: sampleDetails,
        photoNames: [],
        refundTo: {
          kind: 'bank',
          bankName: 'ธนาคารกสิกรไทย',
          accountName: 'สมชาย ใจดี',
          accountNumber: '1234567890',
        },
      },
    });
    creations[0]?.resolve(returnRequestOf('waiting'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ following: 'waitingForReview' })).toBe(true);
    expect(actor.getSnapshot().context.returnRequest).toEqual(returnRequestOf('waiting'));
    expect(emitted).toEqual([
      { type: 'return.submitted', returnRequest: returnRequestOf('waiting') },
    ]);
  });

  it('a 400 goes back to the form with the fields named and everything kept', async () => {
    const started = await confirmed();
    const before = choiceOf(started);
    started.creations[0]?.reject(
      refusal(400, [{ field: 'body.photoNames', message: 'photo not found' }]),
    );
    await flushPromises();
    const { context } = started.actor.getSnapshot();
    expect(started.actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(choiceOf(started)).toEqual(before);
    expect(context.fieldErrors).toEqual([{ field: 'body.photoNames', message: 'photo not found' }]);
    expect(context.serverMessage).toBe('refused');
    expect(started.emitted).toEqual([]);
  });

  it('a 409 with the order’s request follows that one', async () => {
    const started = await confirmed();
    started.creations[0]?.reject(
      Object.assign(refusal(409), { returnRequest: returnRequestOf('in-progress') }),
    );
    await flushPromises();
    expect(started.actor.getSnapshot().matches({ following: 'inProgress' })).toBe(true);
    expect(started.actor.getSnapshot().context.returnRequest?.status).toBe('in-progress');
    expect(started.actor.getSnapshot().context).toMatchObject({
      returnId: 9,
      errorCode: RETURN_EXISTS,
      serverMessage: 'refused',
    });
    expect(started.emitted).toEqual([]);
  });

  it('a 409 without a request reads the order again: it says why it can no longer be returned', async () => {
    const started = await confirmed();
    started.creations[0]?.reject(refusal(409));
    await flushPromises();
    expect(started.actor.getSnapshot().matches('loading')).toBe(true);
    await answerLoad(started, returnOrderSamples.windowOver);
    expect(started.actor.getSnapshot().matches('unavailable')).toBe(true);
    expect(started.actor.getSnapshot().context.serverMessage).toBe('refused');
  });

  it('a lost answer stays on the summary, to confirm again', async () => {
    const started = await confirmed();
    started.creations[0]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(started.actor.getSnapshot().matches('confirming')).toBe(true);
    expect(started.actor.getSnapshot().context.errorCode).toBe('TypeError');
    started.actor.send({ type: 'return.confirm' });
    expect(started.actor.getSnapshot().context.errorCode).toBeNull();
    expect(started.creations).toHaveLength(2);
    expect(started.creations[1]?.body).toEqual(started.creations[0]?.body);
  });
});

describe('returnRequest machine: following', () => {
  it('is read again every 30 s: waiting → in progress → completed, then no more', async () => {
    const started = await confirmed();
    const { actor, clock, reads } = started;
    started.creations[0]?.resolve(returnRequestOf('waiting'));
    await flushPromises();
    expect(STATUS_POLL_MS).toBe(30_000);
    clock.increment(29_999);
    expect(reads).toHaveLength(0);
    clock.increment(1);
    expect(reads[0]).toMatchObject({ returnId: 9 });
    reads[0]?.resolve(returnRequestOf('in-progress'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ following: 'inProgress' })).toBe(true);
    clock.increment(STATUS_POLL_MS);
    reads[1]?.resolve(returnRequestOf('completed'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ following: 'completed' })).toBe(true);
    expect(actor.getSnapshot().context.returnRequest?.refund).toBe(244);
    clock.increment(STATUS_POLL_MS * 10);
    expect(reads).toHaveLength(2);
  });

  it('a failed read keeps the request as last read, and tries again at the next poll', async () => {
    const { actor, clock, reads } = await opened(returnOrderSamples.requested);
    reads[0]?.resolve(returnRequestOf('in-progress'));
    await flushPromises();
    clock.increment(STATUS_POLL_MS);
    reads[1]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ following: 'inProgress' })).toBe(true);
    expect(actor.getSnapshot().context.returnRequest).toEqual(returnRequestOf('in-progress'));
    expect(actor.getSnapshot().context.errorCode).toBe('TypeError');
    clock.increment(STATUS_POLL_MS);
    expect(reads).toHaveLength(3);
    reads[2]?.resolve(returnRequestOf('refused'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ following: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    expect(actor.getSnapshot().context.returnRequest?.refusalReason).not.toBeNull();
  });

  it('is read at once on refresh', async () => {
    const { actor, reads } = await opened(returnOrderSamples.requested);
    reads[0]?.resolve(returnRequestOf('waiting'));
    await flushPromises();
    actor.send({ type: 'return.refresh' });
    expect(actor.getSnapshot().matches({ following: 'refreshing' })).toBe(true);
    expect(reads).toHaveLength(2);
  });

  it('a sent request cannot be changed: nothing leads from following back to the form', async () => {
    const following = returnRequestMachine.getStateNodeById('returnRequest.following');
    const inside = new Set(allStateNodes(following).map((node) => node.id));
    for (const node of allStateNodes(following))
      for (const transition of transitionsOf(node))
        for (const target of transition.target ?? []) expect(inside).toContain(target.id);

    const started = await confirmed();
    started.creations[0]?.resolve(returnRequestOf('waiting'));
    await flushPromises();
    const { actor } = started;
    for (const event of returnRequestEvents.filter((e) => e.type.startsWith('return.')))
      actor.send(event as never);
    expect(actor.getSnapshot().matches('following')).toBe(true);
    expect(started.creations).toHaveLength(1);
    expect(started.uploads).toHaveLength(0);
  });
});

describe('returnRequest: model-based paths', () => {
  it('visits every state and takes every transition, on the real machine', async () => {
    const coverage = createCoverage(returnRequestMachine);
    for (const input of returnRequestInputs) {
      const paths = screenPathsOf(returnRequestMachine, input, returnRequestEvents, 'everyStep');
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths)
        await replayPath(returnRequestMachine, path, input, coverage.inspect);
    }
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
