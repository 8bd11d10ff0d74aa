import type { AnyEventObject } from 'xstate';
import type { MachineId } from '../index';
import type { AccountForm } from '../register/register.actors';
import type { SessionUser } from '../session/session-rules';
import { LOGIN_INTENT } from '../social/social-state';
import { affiliateApplicationEvents } from './affiliate-application-samples';
import { cartEvents, GUEST_CART_ID } from './cart-samples';
import { chatSocketEvents, chatSocketInputs } from './chat-socket-samples';
import { CHECKOUT_CART_ID, checkoutEvents } from './checkout-samples';
import { livePostEvents, livePostInputs } from './live-post-samples';
import { paymentEvents, paymentInputs } from './payment-samples';
import { returnRequestEvents, returnRequestInputs } from './return-request-samples';
import { withdrawalEvents } from './withdrawal-samples';

/** The seeded demo person, as the session machine keeps a profile. */
export const demoPerson: SessionUser = {
  email: 'somchai@example.com',
  firstname: 'สมชาย',
  telephone: '0812345678',
  companyName: null,
  roleId: 4,
  memberTypeId: 1,
  tierId: 1,
  tierTypeId: 2,
  approvalStatus: 'approved',
};

/** An account form a shopper filled in and accepted (the register machine's tests use it too). */
export const sampleAccountForm: AccountForm = {
  email: 'new@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  news: false,
  isSendByEmail: true,
  accepted: true,
};

/**
 * Inputs to start from and event payloads to try, per machine of the registry: what QA's
 * generated paths, the gallery's shortest paths and the path-driven browser tests start
 * from and send. An event a machine knows and its list leaves out is tried without payload.
 */
export const samples: Record<MachineId, { inputs: unknown[]; events: AnyEventObject[] }> = {
  searchBox: {
    inputs: [{ isLoggedIn: true }, { isLoggedIn: false }],
    events: [
      { type: 'search.type', text: 'honey' },
      { type: 'search.type', text: '   ' },
      { type: 'xstate.done.actor.loadRecentSearches', output: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { type: 'xstate.error.actor.loadRecentSearches', error: new TypeError('offline') },
      {
        type: 'xstate.done.actor.loadSuggestions',
        output: Array.from({ length: 12 }, (_, i) => `honey ${i + 1}`),
      },
      { type: 'xstate.error.actor.loadSuggestions', error: { code: 'network' } },
    ],
  },
  carousel: {
    inputs: [
      { count: 3, interval: 3500 },
      { count: 1, interval: 3000 },
    ],
    events: [
      { type: 'carousel.goTo', index: 2 },
      { type: 'carousel.goTo', index: -1 },
      { type: 'carousel.setCount', count: 1 },
      { type: 'carousel.setCount', count: 3 },
    ],
  },
  loadingBar: { inputs: [undefined], events: [] },
  cart: {
    inputs: [{ cartId: null }, { cartId: GUEST_CART_ID }],
    events: cartEvents,
  },
  cartPanel: { inputs: [undefined], events: [] },
  checkout: {
    // A code kept in session storage takes the same paths as one typed on panel 3; the
    // machine tests start from one.
    inputs: [
      { cartId: CHECKOUT_CART_ID, couponCode: '' },
      { cartId: CHECKOUT_CART_ID, couponCode: '', repay: true },
    ],
    events: checkoutEvents,
  },
  login: {
    inputs: [{}, { method: 'otp' }],
    events: [
      { type: 'login.chooseAccount', account: 'company' },
      { type: 'login.chooseAccount', account: 'person' },
      { type: 'login.chooseMethod', method: 'phone' },
      { type: 'login.chooseMethod', method: 'email' },
      { type: 'login.setRememberMe', rememberMe: true },
      { type: 'login.submit', email: 'somchai@example.com', password: 'Demo1234' },
      { type: 'login.submit', telephone: '0812345678', password: 'Demo1234' },
      // A landline (9 digits): no code can reach it.
      { type: 'login.submit', telephone: '021234567', password: 'Demo1234' },
      { type: 'login.back' },
      { type: 'xstate.done.actor.checkAccount', output: true },
      { type: 'xstate.done.actor.checkAccount', output: false },
      { type: 'xstate.error.actor.checkAccount', error: new TypeError('offline') },
      {
        type: 'xstate.done.actor.otp',
        output: { telephone: '0812345678', reference: 'AB12CD', code: '123456' },
      },
      { type: 'xstate.done.actor.signIn', output: undefined },
      { type: 'xstate.error.actor.signIn', error: { status: 400, message: 'Wrong password' } },
      { type: 'xstate.error.actor.signIn', error: new TypeError('offline') },
    ],
  },
  otp: {
    inputs: [
      { lifetimeSeconds: 180 },
      // The login's code step: the phone is given up front, the code is sent at once.
      { lifetimeSeconds: 180, telephone: '0812345678' },
      // The registration wizard's phone step: the phone is checked before a code is sent.
      { lifetimeSeconds: 150, newAccount: true },
    ],
    events: [
      { type: 'otp.send', telephone: '0812345678' },
      { type: 'xstate.done.actor.checkPhone', output: true },
      { type: 'xstate.done.actor.checkPhone', output: false },
      { type: 'xstate.error.actor.checkPhone', error: new TypeError('offline') },
      { type: 'otp.validate', code: '123456' },
      { type: 'otp.resend' },
      { type: 'otp.editPhone' },
      { type: 'xstate.done.actor.sendCode', output: { reference: 'AB12CD', sentAt: 1000 } },
      { type: 'xstate.error.actor.sendCode', error: { status: 429, message: 'Wait' } },
      { type: 'xstate.done.actor.checkCode', output: undefined },
      { type: 'xstate.error.actor.checkCode', error: { status: 400, message: 'Wrong code' } },
    ],
  },
  register: {
    inputs: [{}, { account: 'company' }],
    events: [
      { type: 'register.chooseAccount', account: 'company' },
      { type: 'register.chooseAccount', account: 'person' },
      { type: 'register.setCompany', company: 'บริษัท ผึ้งงาน จำกัด', businessTypeId: 1 },
      { type: 'register.setPurposes', purposes: [1] },
      { type: 'register.back' },
      { type: 'register.checkContact', email: 'new@example.com' },
      { type: 'register.submit', form: sampleAccountForm },
      { type: 'register.submit', form: { ...sampleAccountForm, accepted: false } },
      { type: 'register.showTerms', document: 'privacy' },
      { type: 'register.setAccepted', accepted: true },
      { type: 'register.continue' },
      { type: 'register.closeTerms' },
      {
        type: 'xstate.done.actor.otp',
        output: { telephone: '0891112222', reference: 'AB12CD', code: '123456' },
      },
      {
        type: 'xstate.done.actor.checkContact',
        output: { emailInUse: true, telephoneInUse: false },
      },
      {
        type: 'xstate.done.actor.checkContact',
        output: { emailInUse: false, telephoneInUse: false },
      },
      { type: 'xstate.error.actor.checkContact', error: new TypeError('offline') },
      { type: 'xstate.done.actor.register', output: undefined },
      {
        type: 'xstate.error.actor.register',
        error: { status: 400, message: 'In use', fields: [{ field: 'body.email', message: 'x' }] },
      },
      // The code ran out while the shopper typed: a new one, the form kept.
      {
        type: 'xstate.error.actor.register',
        error: { status: 400, message: 'Expired', fields: [{ field: 'body.otp', message: 'x' }] },
      },
    ],
  },
  forgotPassword: {
    inputs: [undefined],
    events: [
      { type: 'forgotPassword.submit', email: 'somchai@example.com' },
      { type: 'xstate.done.actor.requestReset', output: undefined },
      { type: 'xstate.error.actor.requestReset', error: new TypeError('offline') },
    ],
  },
  affiliateApplication: {
    inputs: [undefined],
    events: affiliateApplicationEvents,
  },
  payment: {
    inputs: paymentInputs,
    events: paymentEvents,
  },
  withdrawal: {
    inputs: [{ makeKey: () => '7d1c3f0e-2b4a-4c5d-9e6f-0a1b2c3d4e5f' }],
    events: withdrawalEvents,
  },
  livePost: {
    inputs: livePostInputs,
    events: livePostEvents,
  },
  returnRequest: {
    inputs: returnRequestInputs,
    events: returnRequestEvents,
  },
  chatSocket: {
    inputs: chatSocketInputs,
    events: chatSocketEvents,
  },
  passwordReset: {
    inputs: [{ token: 'link-token' }],
    events: [
      { type: 'reset.submit', password: 'NewPass123', confirmPassword: 'NewPass123' },
      { type: 'xstate.done.actor.resetPassword', output: undefined },
      { type: 'xstate.error.actor.resetPassword', error: { status: 400, message: 'Used link' } },
    ],
  },
  session: {
    inputs: [{ hasSession: true }, { hasSession: false }],
    events: [
      { type: 'session.unauthorized' },
      { type: 'session.logout' },
      { type: 'session.refresh' },
      { type: 'session.profileChanged', user: { ...demoPerson, firstname: 'สมหญิง' } },
      {
        type: 'xstate.done.actor.loadSession',
        output: { user: demoPerson, addresses: [], refreshInMs: 60_000 },
      },
      { type: 'xstate.error.actor.loadSession', error: { status: 401 } },
      { type: 'xstate.error.actor.loadSession', error: new TypeError('offline') },
      { type: 'xstate.done.actor.refreshSession', output: { refreshInMs: 30_000 } },
      { type: 'xstate.error.actor.refreshSession', error: { status: 401 } },
      { type: 'xstate.error.actor.refreshSession', error: new TypeError('offline') },
      { type: 'xstate.done.actor.endSession', output: undefined },
      { type: 'xstate.error.actor.endSession', error: new TypeError('offline') },
      { type: 'xstate.done.actor.endExpiredSession', output: undefined },
      { type: 'xstate.error.actor.endExpiredSession', error: new TypeError('offline') },
      { type: 'xstate.done.actor.endFailedSession', output: undefined },
      { type: 'xstate.error.actor.endFailedSession', error: new TypeError('offline') },
    ],
  },
  socialLeave: {
    inputs: [
      { intent: LOGIN_INTENT },
      { intent: { ...LOGIN_INTENT, tierType: 2, telephone: '0812345678' } },
    ],
    events: [
      { type: 'social.choose', provider: 'line' },
      { type: 'social.choose', provider: 'apple' },
    ],
  },
  socialSignIn: {
    inputs: [
      {
        landing: {
          provider: 'line',
          ticket: 'ticket',
          state: '1_0_0_0_0',
          error: null,
          carried: null,
        },
      },
      {
        landing: {
          provider: 'line',
          ticket: 'ticket',
          state: '2_0891112222_0_0_0',
          error: null,
          carried: { telephone: '0891112222', code: '123456', reference: 'AB12CD' },
        },
      },
      {
        landing: {
          provider: 'apple',
          ticket: null,
          state: 'Customer-0',
          error: 'cancelled',
          carried: null,
        },
      },
      {
        landing: {
          provider: 'google',
          ticket: 'ticket',
          state: 'not ours',
          error: null,
          carried: null,
        },
      },
    ],
    events: [
      { type: 'xstate.done.actor.checkAccount', output: true },
      { type: 'xstate.done.actor.checkAccount', output: false },
      { type: 'xstate.error.actor.checkAccount', error: { status: 400, message: 'Used ticket' } },
      {
        type: 'xstate.done.actor.otp',
        output: { telephone: '0891112222', reference: 'ZX98YW', code: '654321' },
      },
      { type: 'xstate.done.actor.logIn', output: { created: true } },
      {
        type: 'xstate.error.actor.logIn',
        error: { status: 400, message: 'Expired', fields: [{ field: 'body.OTP', message: 'x' }] },
      },
      { type: 'xstate.error.actor.logIn', error: new TypeError('offline') },
    ],
  },
  share: {
    inputs: [undefined],
    events: [
      { type: 'share.open', url: 'https://shop.example/product/honey?ref=a b', title: 'น้ำผึ้ง' },
      { type: 'xstate.done.actor.copyToClipboard', output: undefined },
      {
        type: 'xstate.error.actor.copyToClipboard',
        error: new DOMException('denied', 'NotAllowedError'),
      },
    ],
  },
};
