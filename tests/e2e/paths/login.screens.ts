import type { AnyEventObject } from 'xstate';
import type { LoginContext, LoginInput } from '../../../machines/login/login.machine';
import { codeShownIn, freshContact } from '../support/accounts.ts';
import { expect } from '../support/fixtures.ts';
import { exact, expectFlowError, freshAccount, openLoginModal, openOn } from './account-screens.ts';
import type { Screen, ScreenModel, StepContext } from './screen-model.ts';

const SIGN_IN = '/login';
const CHECK_ACCOUNT = '/ValidateEmailTelephone';
const PASSWORD = 'Secret123';

/** The login modal, or the /login/otp page's main area. */
const modal = (screen: Screen) => screen.area ?? screen.page.getByRole('dialog', exact('เข้าสู่ระบบ'));
const busyButton = (screen: Screen) => modal(screen).getByRole('button', exact('กำลังเข้าสู่ระบบ…'));

/** The events a submit leads to, up to the next submit. */
function outcomesOf(later: AnyEventObject[]) {
  const next = later.findIndex((event) => event.type === 'login.submit');
  return next < 0 ? later : later.slice(0, next);
}

/**
 * Who signs in, chosen for the outcome the path goes on to: an account registered a moment
 * ago (a right or a wrong password), a phone with no account, or anyone when the request is
 * to be dropped.
 */
async function credentialsFor(step: StepContext, withPassword: boolean) {
  const outcomes = outcomesOf(step.later);
  const checked = outcomes.find((event) => event.type.endsWith('.actor.checkAccount'));
  const signIn = outcomes.find((event) => event.type.endsWith('.actor.signIn'));
  const refused = signIn?.type.startsWith('xstate.error.') === true && 'status' in signIn.error;
  const needsAccount =
    checked?.type === 'xstate.done.actor.checkAccount'
      ? checked.output === true
      : signIn?.type === 'xstate.done.actor.signIn' || (refused && withPassword);
  const contact = needsAccount ? await freshAccount(step.screen) : freshContact();
  // A landline (the sample's 9 digits), which no account has: no code can reach it.
  if (step.event.telephone?.length === 9) contact.telephone = `02${contact.telephone.slice(-7)}`;
  // Refused: a wrong password, or (by phone code) a phone with no account.
  return { ...contact, password: refused ? 'Wrong1234' : PASSWORD };
}

/** The login modal over a page: person or company, e-mail or phone, then what follows. */
export const loginScreens: ScreenModel = {
  async open(screen, input) {
    await screen.hold(SIGN_IN);
    await screen.hold(CHECK_ACCOUNT);
    if ((input as LoginInput).method === 'otp') {
      // The phone-code login page: the same panel, on a page of its own.
      await openOn(screen, '/login/otp');
      screen.area = screen.page.getByRole('main');
    } else await openLoginModal(screen);
  },
  states: {
    'login.form': async (screen, { context }) => {
      const { account, method, rememberMe } = context as LoginContext;
      const dialog = modal(screen);
      const person = dialog.getByRole('radio', exact('บุคคลทั่วไป'));
      await expect(person).toBeChecked({ checked: account === 'person' });
      if (account === 'person') {
        const label = { email: 'อีเมล', phone: 'เบอร์โทรศัพท์', otp: 'รหัส OTP' }[method];
        await expect(dialog.getByRole('radio', exact(label))).toBeChecked();
      }
      await expect(dialog.getByRole('checkbox', exact('จดจำฉันไว้'))).toBeChecked({
        checked: rememberMe,
      });
      const submit = method === 'otp' ? 'ขอรหัส OTP' : 'เข้าสู่ระบบ';
      await expect(dialog.getByRole('button', exact(submit))).toBeEnabled();
      await expectFlowError(dialog, context as LoginContext);
    },
    // Asking the server, or the short pause before it: the form waits, its button says so.
    'login.checkingAccount': (screen) => expect(busyButton(screen)).toBeDisabled(),
    'login.pausing': (screen) => expect(busyButton(screen)).toBeDisabled(),
    'login.signingIn': (screen) => expect(busyButton(screen)).toBeDisabled(),
    'login.code': async (screen) => {
      await expect(modal(screen).getByRole('button', exact('เข้าสู่ระบบด้วยวิธีอื่น'))).toBeVisible();
    },
    'login.succeeded': async (screen) => {
      // Signed in: the modal's page reloads, the login page goes home; the session is marked.
      if (screen.area) await expect(screen.page).toHaveURL(/\/$/);
      else await expect(modal(screen)).toHaveCount(0);
      await expect
        .poll(async () => (await screen.page.context().cookies()).map((c) => c.name))
        .toContain('token_expiry');
    },
    'login.failed': async (screen) => {
      await expect(modal(screen).getByText('กำลังโหลดหน้าใหม่…')).toBeVisible();
    },
    // The page came back as new: the failure and its notice are gone.
    'login.reloading': (screen) => expect(screen.page.getByText('กำลังโหลดหน้าใหม่…')).toHaveCount(0),
    'login.registering': async (screen) => {
      await expect(screen.page.getByRole('dialog', exact('สมัครสมาชิก'))).toBeVisible();
    },
  },
  events: {
    'login.chooseAccount': async ({ screen, event }) => {
      const label = event.account === 'person' ? 'บุคคลทั่วไป' : 'ร้านค้า / บริษัท';
      await modal(screen).getByRole('radio', exact(label)).check();
    },
    'login.chooseMethod': async ({ screen, event }) => {
      const label = { email: 'อีเมล', phone: 'เบอร์โทรศัพท์', otp: 'รหัส OTP' }[
        event.method as LoginContext['method']
      ];
      await modal(screen).getByRole('radio', exact(label)).check();
    },
    'login.setRememberMe': async ({ screen, event }) => {
      await modal(screen)
        .getByRole('checkbox', exact('จดจำฉันไว้'))
        .setChecked(event.rememberMe as boolean);
    },
    'login.submit': async (step) => {
      const dialog = modal(step.screen);
      const password = dialog.getByLabel('รหัสผ่าน', { exact: true });
      const who = await credentialsFor(step, await password.isVisible());
      step.memory.telephone = who.telephone;
      const email = dialog.getByRole('textbox', exact('อีเมล'));
      const byEmail = await email.isVisible();
      // A phone and password: a phone without an account goes to a code for a new account,
      // whose form checks the phone once more before sending.
      step.memory.codeChecksPhone = !byEmail && (await password.isVisible()) ? 'yes' : '';
      if (byEmail) await email.fill(who.email);
      else await dialog.getByRole('textbox', exact('เบอร์โทรศัพท์มือถือ')).fill(who.telephone);
      if (await password.isVisible()) await password.fill(who.password);
      await dialog.getByRole('button', { name: /^(เข้าสู่ระบบ|ขอรหัส OTP)$/ }).click();
    },
    'login.back': async ({ screen }) => {
      await modal(screen).getByRole('button', exact('เข้าสู่ระบบด้วยวิธีอื่น')).click();
    },
    'xstate.done.actor.checkAccount': ({ screen }) => screen.pass(CHECK_ACCOUNT),
    'xstate.error.actor.checkAccount': ({ screen }) => screen.drop(CHECK_ACCOUNT),
    // The phone-code step: the code was sent to the phone on the way in; read it and enter it.
    'xstate.done.actor.otp': async ({ screen, memory }) => {
      const dialog = modal(screen);
      if (memory.codeChecksPhone) await screen.pass(CHECK_ACCOUNT);
      const code = await codeShownIn(dialog, memory.telephone ?? '');
      await dialog.getByLabel('รหัส OTP 6 หลัก').fill(code);
      await dialog.getByRole('button', exact('ยืนยันรหัส')).click();
    },
    'xstate.after.loginDelay.login.pausing': async () => {
      // 200 ms, on the page's own clock: the next state's check waits for it.
    },
    'xstate.done.actor.signIn': ({ screen }) => screen.pass(SIGN_IN),
    'xstate.error.actor.signIn': ({ screen, event }) =>
      'status' in event.error ? screen.pass(SIGN_IN) : screen.drop(SIGN_IN),
    'xstate.after.reloadAfterFailure.login.failed': async ({ screen }) => {
      const reloaded = screen.page.waitForEvent('load');
      await screen.page.clock.fastForward(3000);
      await reloaded;
    },
  },
};
