// Becoming an affiliate's sample answers: a member with nothing sent, a draft with one document
// and with both, an application waiting for staff, refused and verified, as
// `GET /affiliate/application` answers them. QA's paths, the gallery and the machine tests
// start from these.
import type { AnyEventObject } from 'xstate';
import type { ApplicationForm } from '../affiliate-application/affiliate-application.actors';
import type { ApplicationState } from '../affiliate-application/affiliate-application-rules';

const SENT_AT = '2026-11-27T03:00:00.000Z';

const document = (kind: 'identityCard' | 'bankBook') => ({
  kind,
  mediaType: 'image/jpeg' as const,
  sizeBytes: 180_000,
  uploadedAt: SENT_AT,
});

const rules: ApplicationState['requiredDocuments'] = [
  { kind: 'identityCard', mediaTypes: ['image/png', 'image/jpeg'], maxBytes: 2 * 1024 ** 2 },
  {
    kind: 'bankBook',
    mediaTypes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: 3 * 1024 ** 2,
  },
];

const banks: ApplicationState['banks'] = [
  { code: '004', name: 'ธนาคารกสิกรไทย', digits: 10 },
  { code: '030', name: 'ธนาคารออมสิน', digits: 12 },
];

export const sampleApplicationForm: ApplicationForm = {
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  nationalId: '1101700207030',
  bankCode: '004',
  accountNumber: '123-4-56789-0',
  accountName: 'สมชาย ใจดี',
};

const application = (
  status: 'draft' | 'submitted' | 'refused' | 'verified',
  kinds: Array<'identityCard' | 'bankBook'>,
): NonNullable<ApplicationState['application']> => {
  const sent = status !== 'draft';
  return {
    id: 7,
    status,
    firstname: sent ? sampleApplicationForm.firstname : null,
    lastname: sent ? sampleApplicationForm.lastname : null,
    nationalIdEnding: sent ? '7030' : null,
    bankCode: sent ? '004' : null,
    accountNumberEnding: sent ? '7890' : null,
    accountName: sent ? sampleApplicationForm.accountName : null,
    documents: kinds.map(document),
    refusalReason: status === 'refused' ? 'สมุดบัญชีไม่ใช่ชื่อผู้สมัคร' : null,
    submittedAt: sent ? SENT_AT : null,
    expectedBy: status === 'submitted' ? '2026-12-02T16:59:59.999Z' : null,
    decidedAt: status === 'refused' || status === 'verified' ? '2026-11-28T03:00:00.000Z' : null,
  };
};

const stateOf = (app: ApplicationState['application']): ApplicationState => ({
  application: app,
  requiredDocuments: rules,
  banks,
});

export const applicationSamples = {
  none: stateOf(null),
  oneSent: stateOf(application('draft', ['identityCard'])),
  allSent: stateOf(application('draft', ['identityCard', 'bankBook'])),
  submitted: stateOf(application('submitted', ['identityCard', 'bankBook'])),
  refused: stateOf(application('refused', ['identityCard', 'bankBook'])),
  verified: stateOf(application('verified', ['identityCard', 'bankBook'])),
};

const refusal = (status: number, message: string, fields: { field: string; message: string }[]) =>
  Object.assign(new Error(message), { status, message, fields });

export const affiliateApplicationEvents: AnyEventObject[] = [
  ...(['none', 'submitted', 'refused', 'verified'] as const).map((name) => ({
    type: 'xstate.done.actor.loadApplication',
    output: applicationSamples[name],
  })),
  { type: 'xstate.error.actor.loadApplication', error: new TypeError('offline') },
  { type: 'application.retry' },
  {
    type: 'application.attach',
    kind: 'identityCard',
    file: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
  },
  {
    type: 'application.attach',
    kind: 'bankBook',
    file: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
  },
  { type: 'xstate.done.actor.sendDocument', output: applicationSamples.oneSent },
  { type: 'xstate.done.actor.sendDocument', output: applicationSamples.allSent },
  {
    type: 'xstate.error.actor.sendDocument',
    error: refusal(400, 'The format is not supported', [
      { field: 'body', message: 'The format is not supported' },
    ]),
  },
  { type: 'xstate.error.actor.sendDocument', error: refusal(409, 'Already sent', []) },
  { type: 'application.submit', form: sampleApplicationForm },
  { type: 'xstate.done.actor.submitApplication', output: applicationSamples.submitted },
  {
    type: 'xstate.error.actor.submitApplication',
    error: refusal(400, 'เลขบัตรประชาชนไม่ถูกต้อง', [
      { field: 'body.nationalId', message: 'เลขบัตรประชาชนไม่ถูกต้อง' },
    ]),
  },
  { type: 'xstate.error.actor.submitApplication', error: refusal(409, 'Already sent', []) },
  { type: 'application.reapply' },
  { type: 'application.reload' },
];
