import { machineOf } from '../../machines';
import { samples } from '../../machines/qa/samples';
import { screenPathsOf } from '../../machines/qa/screen-paths';
import { timelessModelOf } from '../../machines/qa/timeless';
import { affiliateApplicationScreens } from './paths/affiliate-application.screens.ts';
import { cartScreens } from './paths/cart.screens.ts';
import { cartPanelScreens } from './paths/cart-panel.screens.ts';
import { chatSocketScreens } from './paths/chat-socket.screens.ts';
import { checkoutScreens } from './paths/checkout.screens.ts';
import { forgotPasswordScreens } from './paths/forgot-password.screens.ts';
import { livePostScreens } from './paths/live-post.screens.ts';
import { loginScreens } from './paths/login.screens.ts';
import { otpScreens } from './paths/otp.screens.ts';
import { paymentScreens } from './paths/payment.screens.ts';
import { type Played, type PlayedMachine, playedOnScreens, playedSet } from './paths/played.ts';
import { registerScreens } from './paths/register.screens.ts';
import { returnRequestScreens } from './paths/return-request.screens.ts';
import { describePath, playPath, Screen, type ScreenModel } from './paths/screen-model.ts';
import { withdrawalScreens } from './paths/withdrawal.screens.ts';
import { test } from './support/fixtures.ts';

// QA's generated paths played on the real screens against the real server: every event of a
// path is made to happen (a click, a held request let through or dropped, time moved on) and
// every state it reaches is checked against what the shopper sees (tests/e2e/paths/). Phones
// only: the screens are the same machines on both viewports.

const screens: Record<PlayedMachine, ScreenModel> = {
  affiliateApplication: affiliateApplicationScreens,
  cart: cartScreens,
  cartPanel: cartPanelScreens,
  chatSocket: chatSocketScreens,
  checkout: checkoutScreens,
  forgotPassword: forgotPasswordScreens,
  livePost: livePostScreens,
  login: loginScreens,
  otp: otpScreens,
  payment: paymentScreens,
  register: registerScreens,
  returnRequest: returnRequestScreens,
  withdrawal: withdrawalScreens,
};

for (const [id, { inputs, playable }] of Object.entries(playedOnScreens) as Array<
  [PlayedMachine, Played]
>) {
  test.describe(`${id}: ${playedSet} paths on the screens`, { tag: '@phone' }, () => {
    for (const inputIndex of inputs) {
      const input = samples[id].inputs[inputIndex];
      const paths = screenPathsOf(machineOf(id), input, samples[id].events, playedSet, playable);
      const model = timelessModelOf(machineOf(id));
      for (const [n, path] of paths.entries()) {
        test(`${JSON.stringify(input) ?? 'no input'} #${n + 1}: ${describePath(path)}`, async ({
          page,
          baseURL,
        }) => {
          await playPath(screens[id], model, new Screen(page, baseURL ?? ''), path, input);
        });
      }
    }
  });
}
