import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationForm,
  type ApplicationState,
  affiliateApplicationMachine,
  createAffiliateApplicationActors,
  DOCUMENTS_MISSING,
  type DocumentUpload,
  missingDocuments,
  stageOf,
} from '../../machines';
import {
  applicationSamples,
  sampleApplicationForm,
} from '../../machines/qa/affiliate-application-samples';
import { fakeCalls, flushPromises, startOnClock } from './helpers';

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const refusal = (status: number, fields: { field: string; message: string }[] = []) =>
  Object.assign(new Error('refused'), { status, message: 'refused', fields });

function start() {
  const loads = fakeCalls<ApplicationState>();
  const uploads = fakeCalls<ApplicationState, DocumentUpload>();
  const submits = fakeCalls<ApplicationState, ApplicationForm>();
  const actors = createAffiliateApplicationActors({
    load: () => loads.call({}),
    sendDocument: (upload) => uploads.call(upload),
    submit: (form) => submits.call(form),
  });
  const { actor } = startOnClock(affiliateApplicationMachine.provide({ actors }));
  return { actor, loads: loads.calls, uploads: uploads.calls, submits: submits.calls };
}

async function loaded(state: ApplicationState) {
  const started = start();
  started.loads[0]?.resolve(state);
  await flushPromises();
  return started;
}

describe('affiliate application machine', () => {
  it.each([
    ['none', 'editing'],
    ['oneSent', 'editing'],
    ['submitted', 'waiting'],
    ['refused', 'refused'],
    ['verified', 'verified'],
  ] as const)('a member whose application is %s opens on %s', async (sample, stage) => {
    const { actor } = await loaded(applicationSamples[sample]);
    expect(actor.getSnapshot().matches(stage)).toBe(true);
  });

  it('sends each document as it is chosen, one at a time, and then the application', async () => {
    const { actor, uploads, submits } = await loaded(applicationSamples.none);
    const card = jpeg();
    actor.send({ type: 'application.attach', kind: 'identityCard', file: card });
    // A second choice while the first is on its way waits for the page to allow it.
    actor.send({ type: 'application.attach', kind: 'bankBook', file: jpeg() });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ kind: 'identityCard', file: card });
    uploads[0]?.resolve(applicationSamples.oneSent);
    await flushPromises();
    actor.send({ type: 'application.attach', kind: 'bankBook', file: jpeg() });
    uploads[1]?.resolve(applicationSamples.allSent);
    await flushPromises();
    actor.send({ type: 'application.submit', form: sampleApplicationForm });
    expect(submits[0]).toMatchObject(sampleApplicationForm);
    submits[0]?.resolve(applicationSamples.submitted);
    await flushPromises();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(actor.getSnapshot().context.state?.application?.expectedBy).toBeTruthy();
  });

  it('says documents are missing instead of sending an application without them', async () => {
    const { actor, submits } = await loaded(applicationSamples.oneSent);
    actor.send({ type: 'application.submit', form: sampleApplicationForm });
    expect(submits).toHaveLength(0);
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe(DOCUMENTS_MISSING);
  });

  it("keeps a refused document's kind and the server's words, and lets the member choose again", async () => {
    const { actor, uploads } = await loaded(applicationSamples.none);
    actor.send({ type: 'application.attach', kind: 'identityCard', file: jpeg() });
    uploads[0]?.reject(refusal(400, [{ field: 'body', message: 'The format is not supported' }]));
    await flushPromises();
    expect(actor.getSnapshot().context).toMatchObject({
      document: 'identityCard',
      upload: null,
      fieldErrors: [{ field: 'body', message: 'The format is not supported' }],
    });
    actor.send({ type: 'application.attach', kind: 'identityCard', file: jpeg() });
    uploads[1]?.resolve(applicationSamples.oneSent);
    await flushPromises();
    expect(actor.getSnapshot().context).toMatchObject({ document: null, errorCode: null });
  });

  it("keeps a refused application's fields for the form, and forgets what it sent", async () => {
    const { actor, submits } = await loaded(applicationSamples.allSent);
    actor.send({ type: 'application.submit', form: sampleApplicationForm });
    submits[0]?.reject(refusal(400, [{ field: 'body.nationalId', message: 'wrong' }]));
    await flushPromises();
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      form: null,
      fieldErrors: [{ field: 'body.nationalId', message: 'wrong' }],
    });
  });

  it('reads the application again when another tab sent it meanwhile (409)', async () => {
    const { actor, submits, loads } = await loaded(applicationSamples.allSent);
    actor.send({ type: 'application.submit', form: sampleApplicationForm });
    submits[0]?.reject(refusal(409));
    await flushPromises();
    expect(loads).toHaveLength(2);
    loads[1]?.resolve(applicationSamples.submitted);
    await flushPromises();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
  });

  it('a refused member reads why, and applies again from no documents', async () => {
    const { actor } = await loaded(applicationSamples.refused);
    expect(actor.getSnapshot().context.state?.application?.refusalReason).toBeTruthy();
    actor.send({ type: 'application.reapply' });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    const state = actor.getSnapshot().context.state as ApplicationState;
    expect(missingDocuments(state)).toEqual(['identityCard', 'bankBook']);
  });

  it('a member waiting for staff reads the answer again on demand; a failed read can be retried', async () => {
    const { actor, loads } = await loaded(applicationSamples.submitted);
    actor.send({ type: 'application.reload' });
    loads[1]?.reject(new TypeError('offline'));
    await flushPromises();
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    actor.send({ type: 'application.retry' });
    loads[2]?.resolve(applicationSamples.verified);
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('affiliate application rules', () => {
  const kinds = ['identityCard', 'bankBook', 'companyCertificate'] as const;
  const states = fc.record({
    status: fc.constantFrom('draft', 'submitted', 'refused', 'verified', null),
    required: fc.subarray([...kinds], { minLength: 1 }),
    sent: fc.subarray([...kinds]),
  });
  type Drawn = typeof states extends fc.Arbitrary<infer T> ? T : never;
  const stateOf = ({ status, required, sent }: Drawn) => {
    const base = applicationSamples.allSent;
    return {
      ...base,
      requiredDocuments: required.map((kind) => ({
        kind,
        mediaTypes: ['application/pdf' as const],
        maxBytes: 1,
      })),
      application:
        status === null
          ? null
          : {
              ...(base.application as NonNullable<ApplicationState['application']>),
              status,
              documents: sent.map((kind) => ({
                kind,
                mediaType: 'application/pdf' as const,
                sizeBytes: 1,
                uploadedAt: '2026-11-27T03:00:00.000Z',
              })),
            },
    } satisfies ApplicationState;
  };

  it("what is missing is what is required and not in a draft, in the form's order", () => {
    fc.assert(
      fc.property(states, (drawn) => {
        const missing = missingDocuments(stateOf(drawn));
        const sent = drawn.status === 'draft' ? drawn.sent : [];
        expect(missing).toEqual(drawn.required.filter((kind) => !sent.includes(kind)));
      }),
    );
  });

  it('only a submitted, refused or verified application leaves the form', () => {
    fc.assert(
      fc.property(states, (drawn) => {
        const stage = stageOf(stateOf(drawn));
        const expected =
          drawn.status === 'submitted'
            ? 'waiting'
            : drawn.status === 'refused' || drawn.status === 'verified'
              ? drawn.status
              : 'editing';
        expect(stage).toBe(expected);
      }),
    );
  });
});
