import type { Request } from '@playwright/test';
import type { RegisterContext } from '../../../machines/register/register.machine';
import {
  codeShownIn,
  DEMO_PERSON,
  freshContact,
  lockLastCode,
  verifyPhone,
} from '../support/accounts.ts';
import { expect } from '../support/fixtures.ts';
import { exact, openOn, registerModal } from './account-screens.ts';
import type { Screen, ScreenModel, StepContext } from './screen-model.ts';

const CHECK_CONTACT = '/ValidateEmailTelephone';
/** The account form's live check (the phone step's own check has no e-mail: it goes through). */
const withEmail = (request: Request) => request.postDataJSON()?.email !== undefined;
const REGISTER = '/Register';
const SUCCESS_SCREEN_MS = 2000;
const PASSWORD = 'Secret123';

const modal = registerModal;
const button = (screen: Screen, name: string) => modal(screen).getByRole('button', exact(name));
// The form stays mounted, hidden, under the terms view.
const emailField = (screen: Screen) =>
  modal(screen).getByRole('textbox', { ...exact('อีเมล'), includeHidden: true });
const clashAlert = (screen: Screen) =>
  modal(screen).getByRole('alert').filter({ hasText: /^-/ }).first();

/** The e-mail a live check is to find taken (a seeded account's) or free (a new one). */
function emailFor(step: StepContext) {
  const answer = step.later.find((event) => event.type.endsWith('.actor.checkContact'));
  return answer?.type.startsWith('xstate.done.') && answer.output?.emailInUse
    ? DEMO_PERSON.email
    : freshContact().email;
}

/** The register modal from #register: the steps, the phone code, the account form, terms. */
export const registerScreens: ScreenModel = {
  async open(screen) {
    await screen.hold(CHECK_CONTACT, withEmail);
    await screen.hold(REGISTER);
    await openOn(screen, '/#register');
  },
  states: {
    'register.company': async (screen) => {
      await expect(modal(screen).getByRole('textbox', exact('ชื่อบริษัท / ร้านค้า'))).toBeVisible();
    },
    'register.purposes': async (screen, { context }) => {
      const steps = (context as RegisterContext).account === 'company' ? 3 : 2;
      await expect(modal(screen).getByText(`ขั้นตอนที่ ${steps - 1} จาก ${steps}`)).toBeVisible();
      await expect(modal(screen).getByLabel('ซื้อไปขายต่อ')).toBeVisible();
    },
    // A refused code is renewed at once, the form held (hidden) for the submit that follows.
    'register.verify.phone': async (screen, { context }) => {
      if ((context as RegisterContext).pending) {
        await expect(modal(screen).getByText('รหัสเดิมใช้ไม่ได้แล้ว', { exact: false })).toBeVisible();
        await expect(emailField(screen)).toBeHidden();
      } else
        await expect(modal(screen).getByRole('textbox', exact('เบอร์โทรศัพท์มือถือ'))).toBeVisible();
    },
    // The live check shows nothing until it finds the address taken.
    'register.verify.account.contact.unchecked': (screen) =>
      expect(clashAlert(screen)).toHaveCount(0),
    'register.verify.account.contact.checking': (screen) =>
      expect(clashAlert(screen)).toHaveCount(0),
    'register.verify.account.contact.free': (screen) => expect(clashAlert(screen)).toHaveCount(0),
    // Said under the form, whose button it disables (the terms view covers both).
    'register.verify.account.contact.taken': async (screen, snapshot) => {
      if (!snapshot.matches({ verify: { account: { form: 'editing' } } })) return;
      await expect(clashAlert(screen)).toBeVisible();
      await expect(button(screen, 'สมัครสมาชิก')).toBeDisabled();
    },
    'register.verify.account.form.editing': async (screen) => {
      await expect(emailField(screen)).toBeVisible();
      await expect(button(screen, 'ย้อนกลับ')).toBeVisible();
    },
    'register.verify.account.form.terms': async (screen, { context }) => {
      await expect(button(screen, 'ดำเนินการต่อ')).toBeVisible();
      await expect(emailField(screen)).toBeHidden();
      await expect(
        modal(screen).getByRole('checkbox', exact('ฉันยอมรับข้อกำหนดและนโยบายความเป็นส่วนตัว')),
      ).toBeChecked({ checked: (context as RegisterContext).accepted });
    },
    'register.submitting': (screen) => expect(button(screen, 'กำลังสมัครสมาชิก…')).toBeDisabled(),
    'register.succeeded': async (screen) => {
      await expect(modal(screen).getByRole('status')).toContainText('สมัครสมาชิกสำเร็จ');
    },
    'register.reloading': (screen) => expect(modal(screen)).toHaveCount(0),
  },
  events: {
    'register.chooseAccount': async ({ screen, event }) => {
      const label = event.account === 'person' ? 'บุคคลทั่วไป' : 'ร้านค้า / บริษัท';
      await modal(screen).getByRole('radio', exact(label)).check();
    },
    'register.setCompany': async ({ screen, event }) => {
      await modal(screen).getByRole('textbox', exact('ชื่อบริษัท / ร้านค้า')).fill(event.company);
      await modal(screen).getByLabel('ประเภทธุรกิจ').selectOption({ index: 1 });
      await button(screen, 'ถัดไป').click();
    },
    'register.setPurposes': async ({ screen }) => {
      const purpose = modal(screen).getByLabel('ซื้อไปขายต่อ');
      if (!(await purpose.isChecked())) await purpose.check();
      await button(screen, 'ถัดไป').click();
    },
    'register.back': ({ screen }) => button(screen, 'ย้อนกลับ').click(),
    // The phone-code step, all of it: a new phone, its code from the outbox. A renewed code
    // was sent to the same phone at once: only the code is entered.
    'xstate.done.actor.otp': async ({ screen, memory }) => {
      if (memory.renewing) {
        delete memory.renewing;
        const code = await codeShownIn(modal(screen), memory.telephone ?? '');
        await modal(screen).getByLabel('รหัส OTP 6 หลัก').fill(code);
        await button(screen, 'ยืนยันรหัส').click();
        return;
      }
      const words = {
        phone: 'เบอร์โทรศัพท์มือถือ',
        getCode: 'ขอรหัส OTP',
        code: 'รหัส OTP 6 หลัก',
        verify: 'ยืนยันรหัส',
      };
      memory.telephone = freshContact().telephone;
      await verifyPhone(modal(screen), words, memory.telephone);
    },
    // Typing a valid address starts the live check half a second later. With the terms open
    // (the form kept under them) it is the check of what was typed just before opening them.
    'register.checkContact': async (step) => {
      const asked = step.screen.nextRequest(CHECK_CONTACT);
      const field = emailField(step.screen);
      const email = emailFor(step);
      if (await field.isVisible()) await field.fill(email);
      else
        await field.evaluate((input: HTMLInputElement, value) => {
          // What typing does to the input, without the focus a hidden field cannot take.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
            input,
            value,
          );
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }, email);
      await asked;
    },
    'xstate.done.actor.checkContact': ({ screen }) => screen.pass(CHECK_CONTACT),
    'xstate.error.actor.checkContact': ({ screen }) => screen.drop(CHECK_CONTACT),
    'register.submit': async ({ screen, event }) => {
      const dialog = modal(screen);
      // An address typed here is checked live: that check is let go out before submitting,
      // so a later check in the path is the one the next answer is for.
      if ((await emailField(screen).inputValue()) === '') {
        const asked = screen.nextRequest(CHECK_CONTACT);
        await emailField(screen).fill(freshContact().email);
        await asked;
      }
      await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
      await dialog.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(PASSWORD);
      await dialog.getByLabel('ฉันยอมรับ', { exact: true }).setChecked(event.form.accepted);
      await button(screen, 'สมัครสมาชิก').click();
    },
    'register.showTerms': async ({ screen, event }) => {
      const link = event.document === 'privacy' ? 'นโยบายความเป็นส่วนตัว' : 'ข้อกำหนดและเงื่อนไข';
      await button(screen, link).click();
    },
    'register.setAccepted': async ({ screen, event }) => {
      await modal(screen)
        .getByRole('checkbox', exact('ฉันยอมรับข้อกำหนดและนโยบายความเป็นส่วนตัว'))
        .setChecked(event.accepted);
    },
    'register.continue': ({ screen }) => button(screen, 'ดำเนินการต่อ').click(),
    'register.closeTerms': ({ screen }) =>
      modal(screen).locator('.terms-view').getByRole('button', exact('ปิด')).click(),
    'xstate.done.actor.register': ({ screen }) => screen.pass(REGISTER),
    // A refused code: the real server refuses it, locked by wrong tries meanwhile (as if
    // the shopper's code had run out). Any other failure is dropped: what the server would
    // refuse depends on what the path typed before.
    'xstate.error.actor.register': async ({ screen, event, memory }) => {
      const fields = (event.error as { fields?: Array<{ field: string }> }).fields ?? [];
      if (!fields.some(({ field }) => field === 'body.otp')) return screen.drop(REGISTER);
      await lockLastCode(screen.page.request, memory.telephone ?? '');
      memory.renewing = '1';
      await screen.pass(REGISTER);
    },
    'xstate.after.successScreen.register.succeeded': async ({ screen }) => {
      const reloaded = screen.page.waitForEvent('load');
      await screen.page.clock.fastForward(SUCCESS_SCREEN_MS);
      await reloaded;
    },
  },
};
