import type { ForgotPasswordContext } from '../../../machines/password/forgot-password.machine';
import { expect } from '../support/fixtures.ts';
import { exact, expectFlowError, openLoginModal } from './account-screens.ts';
import type { Screen, ScreenModel } from './screen-model.ts';

const API = '/ForgotPassword';
const modal = (screen: Screen) => screen.page.getByRole('dialog', exact('ลืมรหัสผ่าน'));
const sendButton = (screen: Screen) => modal(screen).getByRole('button', exact('ส่ง'));

/** The forgot-password modal, opened from the login modal's link. */
export const forgotPasswordScreens: ScreenModel = {
  async open(screen) {
    await screen.hold(API);
    const login = await openLoginModal(screen);
    await login.getByRole('button', exact('ลืมรหัสผ่าน?')).click();
  },
  states: {
    'forgotPassword.editing': async (screen, { context }) => {
      await expect(modal(screen).getByRole('textbox', exact('อีเมล'))).toBeVisible();
      await expect(sendButton(screen)).toBeEnabled();
      await expectFlowError(modal(screen), context as ForgotPasswordContext);
    },
    'forgotPassword.sending': async (screen) => {
      await expect(sendButton(screen)).toBeDisabled();
    },
    'forgotPassword.sent': async (screen) => {
      await expect(modal(screen).getByRole('status')).toContainText('หากมีบัญชีที่ใช้อีเมลนี้');
    },
    'forgotPassword.closed': async (screen) => {
      await expect(modal(screen)).toHaveCount(0);
    },
  },
  events: {
    'forgotPassword.submit': async ({ screen, event }) => {
      await modal(screen).getByRole('textbox', exact('อีเมล')).fill(event.email);
      await sendButton(screen).click();
    },
    'xstate.done.actor.requestReset': ({ screen }) => screen.pass(API),
    'xstate.error.actor.requestReset': ({ screen }) => screen.drop(API),
    'xstate.after.closeAfterSuccess.forgotPassword.sent': ({ screen }) =>
      screen.page.clock.fastForward(5000),
  },
};
