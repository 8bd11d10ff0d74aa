import type { AnyMachineSnapshot } from 'xstate';
import {
  type AffiliateApplicationContext,
  DOCUMENTS_MISSING,
} from '../../../machines/affiliate-application/affiliate-application.machine';
import {
  type ApplicationState,
  type DocumentKind,
  missingDocuments,
} from '../../../machines/affiliate-application/affiliate-application-rules';
import { sampleApplicationForm } from '../../../machines/qa/affiliate-application-samples';
import { visitorCookies, withoutPopup } from '../support/accounts.ts';
import {
  applicationIdByApi,
  applyByApi,
  decideByApi,
  documentFiles,
  sendDocumentsByApi,
  WRONG_NATIONAL_ID,
} from '../support/affiliates.ts';
import { expect } from '../support/fixtures.ts';
import { signInNewShopper } from '../support/shopper.ts';
import { exact } from './account-screens.ts';
import {
  NO_APPLICATION,
  nextServerState,
  type ServerState,
} from './affiliate-application-story.ts';
import type { Screen, ScreenModel, StepContext } from './screen-model.ts';

const STATE = '/affiliate/application';
const SUBMIT = 'submit';
const DOCUMENT = '/affiliate/application/documents/*';

const WORDS = {
  title: 'สมัครเป็นนักขายพันธมิตร',
  card: 'สำเนาบัตรประชาชน (',
  book: 'หน้าแรกของสมุดบัญชีธนาคาร (',
  send: 'ส่งใบสมัคร',
  sending: 'กำลังส่งใบสมัคร…',
  sendingDocument: 'กำลังส่งเอกสาร…',
  sentAt: 'ส่งแล้วเมื่อ',
  notSent: 'ยังไม่ได้ส่ง',
  missing: 'กรุณาส่งเอกสารให้ครบก่อน',
  unavailable: 'โหลดข้อมูลการสมัครไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  waiting: 'ส่งใบสมัครแล้ว',
  checkAgain: 'ตรวจสอบสถานะอีกครั้ง',
  refused: 'ใบสมัครของคุณไม่ผ่านการตรวจสอบ',
  again: 'สมัครอีกครั้ง',
  verified: 'คุณเป็นนักขายพันธมิตรแล้ว',
  nationalId: 'เลขบัตรประชาชน 13 หลัก',
};

const main = (screen: Screen) => screen.page.getByRole('main');
const documentLabel: Record<DocumentKind, string> = {
  identityCard: WORDS.card,
  bankBook: WORDS.book,
  companyCertificate: 'หนังสือรับรองการจดทะเบียนบริษัท (',
};
/** A document's field: its label, input and status line. */
const documentField = (screen: Screen, kind: DocumentKind) =>
  main(screen).locator('.affiliate-document').filter({ hasText: documentLabel[kind] });
const sendButton = (screen: Screen) =>
  main(screen).getByRole('button', { name: /^(ส่งใบสมัคร|กำลังส่งใบสมัคร…)$/ });

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AffiliateApplicationContext;

/** The server's state for the member, as the path's earlier steps left it. */
const serverOf = (memory: Record<string, string>): ServerState =>
  memory.server ? JSON.parse(memory.server) : NO_APPLICATION;

/**
 * Brings the server to what the path's next answer says (the member's other tab applies,
 * staff decide), and remembers it.
 */
async function tell(step: StepContext) {
  const { screen, event, memory } = step;
  const server = serverOf(memory);
  const next = nextServerState(server, event, (memory.attached as DocumentKind) || null);
  if (!next) throw new Error(`no server answers ${event.type} after ${memory.server}`);
  const request = screen.page.request;
  if (event.type === 'xstate.done.actor.sendDocument') {
    const attached = memory.attached as DocumentKind;
    // A person's application: no company certificate.
    const others = next.documents.filter(
      (kind): kind is 'identityCard' | 'bankBook' =>
        kind !== attached &&
        kind !== 'companyCertificate' &&
        !(server.status === 'draft' && server.documents.includes(kind)),
    );
    await sendDocumentsByApi(request, others);
  }
  // The page's own application needs no other tab.
  const moved =
    next.status !== server.status && event.type !== 'xstate.done.actor.submitApplication';
  if (moved && ['submitted', 'refused', 'verified'].includes(next.status)) {
    if (server.status !== 'submitted') await applyByApi(request);
    if (next.status !== 'submitted')
      await decideByApi(
        request,
        await applicationIdByApi(request),
        next.status === 'refused' ? 'สมุดบัญชีไม่ใช่ชื่อผู้สมัคร' : undefined,
      );
  }
  memory.server = JSON.stringify(next);
}

/** Becoming an affiliate, on /user/profile/affiliate. */
export const affiliateApplicationScreens: ScreenModel = {
  async open(screen) {
    await signInNewShopper(screen.page);
    await screen.hold(STATE, (request) => request.method() === 'GET');
    await screen.hold(STATE, (request) => request.method() === 'POST', SUBMIT);
    await screen.hold(DOCUMENT);
    // Not startOn: its wait for the network to settle would wait out the held calls.
    await visitorCookies(screen.page, 'th', screen.baseURL);
    await screen.page.goto(withoutPopup('/user/profile/affiliate'));
    await expect(
      main(screen).getByRole('heading', { level: 1, ...exact(WORDS.title) }),
    ).toBeVisible();
  },
  states: {
    'affiliateApplication.loading': async (screen) => {
      await expect(main(screen).locator('section[aria-busy="true"]')).toBeVisible();
    },
    'affiliateApplication.unavailable': async (screen) => {
      await expect(main(screen).getByRole('alert')).toContainText(WORDS.unavailable);
      await expect(main(screen).getByRole('button', exact(WORDS.retry))).toBeVisible();
    },
    'affiliateApplication.editing.idle': async (screen, snapshot) => {
      const context = contextOf(snapshot);
      const state = context.state as ApplicationState;
      await expect(sendButton(screen)).toHaveText(WORDS.send);
      const missing = missingDocuments(state);
      for (const { kind } of state.requiredDocuments) {
        const status = documentField(screen, kind).locator('p');
        if (context.document === kind && context.errorCode)
          await expect(status).toHaveAttribute('role', 'alert');
        else
          await expect(status).toContainText(missing.includes(kind) ? WORDS.notSent : WORDS.sentAt);
      }
      const formProblem = main(screen).locator('form').getByRole('alert');
      if (context.errorCode === DOCUMENTS_MISSING)
        await expect(formProblem).toContainText(WORDS.missing);
      else if (context.fieldErrors.length > 0 && !context.document)
        await expect(main(screen).getByRole('textbox', exact(WORDS.nationalId))).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      else if (!context.errorCode) await expect(main(screen).getByRole('alert')).toHaveCount(0);
    },
    'affiliateApplication.editing.sending': async (screen, snapshot) => {
      const kind = contextOf(snapshot).upload?.kind as DocumentKind;
      await expect(documentField(screen, kind).locator('p')).toHaveText(WORDS.sendingDocument);
    },
    'affiliateApplication.editing.submitting': async (screen) => {
      await expect(sendButton(screen)).toHaveText(WORDS.sending);
      await expect(sendButton(screen)).toBeDisabled();
    },
    'affiliateApplication.waiting': async (screen) => {
      await expect(main(screen).getByRole('status')).toContainText(WORDS.waiting);
    },
    'affiliateApplication.refused': async (screen) => {
      await expect(main(screen).getByRole('alert')).toContainText(WORDS.refused);
    },
    'affiliateApplication.verified': async (screen) => {
      await expect(main(screen).getByText(WORDS.verified)).toBeVisible();
    },
  },
  events: {
    'xstate.done.actor.loadApplication': async (step) => {
      await tell(step);
      await step.screen.pass(STATE);
    },
    'xstate.error.actor.loadApplication': ({ screen }) => screen.drop(STATE),
    'application.retry': ({ screen }) =>
      main(screen).getByRole('button', exact(WORDS.retry)).click(),
    'application.reapply': ({ screen }) =>
      main(screen).getByRole('button', exact(WORDS.again)).click(),
    'application.reload': ({ screen }) =>
      main(screen).getByRole('button', exact(WORDS.checkAgain)).click(),
    'application.attach': async ({ screen, event, memory }) => {
      const kind = event.kind as 'identityCard' | 'bankBook';
      memory.attached = kind;
      await main(screen)
        .getByLabel(documentLabel[kind])
        .setInputFiles((await documentFiles())[kind]);
    },
    'xstate.done.actor.sendDocument': async (step) => {
      await tell(step);
      await step.screen.pass(DOCUMENT);
    },
    'xstate.error.actor.sendDocument': async (step) => {
      const { screen, event } = step;
      await tell(step);
      // A 409 comes of the other tab's application; a 400 of bytes that are no picture.
      if (event.error?.status === 409) await screen.pass(DOCUMENT);
      else await screen.passChanged(DOCUMENT, () => ({ postData: 'not a picture' }));
    },
    'application.submit': async ({ screen }) => {
      const form = main(screen).locator('form');
      const fields: Array<[string, string]> = [
        ['ชื่อ', sampleApplicationForm.firstname],
        ['นามสกุล', sampleApplicationForm.lastname],
        [WORDS.nationalId, sampleApplicationForm.nationalId],
        ['เลขที่บัญชี', sampleApplicationForm.accountNumber],
        ['ชื่อบัญชี', sampleApplicationForm.accountName],
      ];
      for (const [name, value] of fields) await form.getByRole('textbox', exact(name)).fill(value);
      await form
        .getByRole('combobox', exact('ธนาคาร'))
        .selectOption(sampleApplicationForm.bankCode);
      await sendButton(screen).click();
    },
    'xstate.done.actor.submitApplication': async (step) => {
      await tell(step);
      await step.screen.pass(SUBMIT);
    },
    'xstate.error.actor.submitApplication': async (step) => {
      const { screen, event } = step;
      await tell(step);
      if (event.error?.status === 409) await screen.pass(SUBMIT);
      else
        await screen.passChanged(SUBMIT, (request) => ({
          postData: JSON.stringify({ ...request.postDataJSON(), nationalId: WRONG_NATIONAL_ID }),
        }));
    },
  },
};
