import type { AnyStateMachine } from 'xstate';
import { affiliateApplicationMachine } from './affiliate-application/affiliate-application.machine';
import { carouselMachine } from './carousel/carousel.machine';
import { cartMachine } from './cart/cart.machine';
import { cartPanelMachine } from './cart/cart-panel.machine';
import { chatSocketMachine } from './chat/chat-socket.machine';
import { checkoutMachine } from './checkout/checkout.machine';
import { livePostMachine } from './live-post/live-post.machine';
import { loadingBarMachine } from './loading-bar/loading-bar.machine';
import { loginMachine } from './login/login.machine';
import { otpMachine } from './otp/otp.machine';
import { forgotPasswordMachine } from './password/forgot-password.machine';
import { passwordResetMachine } from './password/password-reset.machine';
import { paymentMachine } from './payment/payment.machine';
import { registerMachine } from './register/register.machine';
import { returnRequestMachine } from './return-request/return-request.machine';
import { searchBoxMachine } from './search-box/search-box.machine';
import { sessionMachine } from './session/session.machine';
import { shareMachine } from './share/share.machine';
import { socialLeaveMachine } from './social/social-leave.machine';
import { socialSignInMachine } from './social/social-sign-in.machine';
import { withdrawalMachine } from './withdrawal/withdrawal.machine';

export interface MachineEntry {
  id: string;
  machine: AnyStateMachine;
  /**
   * What it models, in English: the gallery, and the Stately export (as the config's own
   * `description`, which Studio shows). Kept here, not in each config, so the machines of the
   * first load (carousel, loading bar, session) do not carry their prose to every shopper.
   */
  description: string;
}

/** A registry entry: the machine under its root id (checked against the machine's own). */
const entry = <const Id extends string>(id: Id, machine: AnyStateMachine, description: string) => ({
  id,
  machine,
  description,
});

/** Every machine of the storefront: the statechart gallery, the Stately export and the path tests read this list. */
export const machines = [
  entry(
    'searchBox',
    searchBoxMachine,
    'Header search box: recent searches when empty (signed in), debounced suggestions while typing, closes shortly after blur, emits search.navigate on submit.',
  ),
  entry(
    'carousel',
    carouselMachine,
    'Auto-playing carousel with pause, dots and wrap-around: the promotional banner popup and the image slideshow.',
  ),
  entry(
    'loadingBar',
    loadingBarMachine,
    'Route loading bar: shows only for loads longer than 200 ms and at most 5 s.',
  ),
  entry(
    'share',
    shareMachine,
    'Share modal: open and close, copy the link with a delayed "copied" confirmation, copy failure.',
  ),
  entry(
    'otp',
    otpMachine,
    'Phone one-time code: phone entry (for a new account the phone is checked first, and one that has an account gets no code: log in with it or change it), send, code entry with its reference while the code lives (180 s, 150 s in the registration wizard), EXPIRED with resend and edit-phone, validate; done with the checked code.',
  ),
  entry(
    'login',
    loginMachine,
    'Login modal: person by e-mail or phone, company by e-mail, remember me; a phone without an account goes to a phone code and on to registration; /login/otp signs in with a code; undismissable while waiting for a code; success reloads, a refused login stays in the form, other failures reload after 3 s.',
  ),
  entry(
    'register',
    registerMachine,
    'Register modal: a person in 2 steps, a company in 3; the phone code (150 s, for a new account: a phone that has one gets no code) first, then the e-mail and password form with a live e-mail and phone check; terms and privacy inside the modal (accept, then Continue submits); a code the server refuses sends a new one to the same phone, the form kept, and registers straight after the check; other errors back to the form; a success screen for 2 s, then reload.',
  ),
  entry(
    'socialLeave',
    socialLeaveMachine,
    "Social sign-in buttons: choosing LINE, Facebook, Google or Apple sends the shopper to the provider through our server with the spec's state (and the phone code registration checked, kept by the tab); the buttons stay busy 2 s, Apple 3 s, and work again if the page is still there.",
  ),
  entry(
    'socialSignIn',
    socialSignInMachine,
    "Social sign-in's landing: back on the redirect page from LINE, Facebook, Google or Apple with a one-time ticket, an identity linked to an account signs in; one that is not needs a phone code first (the one registration checked, carried in the state, or a new one); a cancel at the provider is shown; a failure is shown and the page reloads after 3 s.",
  ),
  entry(
    'forgotPassword',
    forgotPasswordMachine,
    'Forgot-password modal: an e-mail, send, a success view that closes itself after 5 s; a failure keeps the e-mail and shows why.',
  ),
  entry(
    'passwordReset',
    passwordResetMachine,
    'Password reset page of the e-mailed link: a new password twice, saved once; a used or expired link shows the server message.',
  ),
  entry(
    'cart',
    cartMachine,
    "The shopper's cart, one order per seller: follows the session (a guest's cart by the browser's cart id; at sign-in the account's cart, the guest cart merged into it, or the guest cart claimed); keeps every change until the server has it, quantity changes 500 ms after the last; a write that meets a newer cart (another tab or device) is applied again to it; a refused write is shown and leaves the cart as the server has it; follows other tabs' writes.",
  ),
  entry(
    'cartPanel',
    cartPanelMachine,
    'Slide-in cart panel: opened by the header cart icon, closed by its close button, Escape or a route change, after a 250 ms slide out.',
  ),
  entry(
    'checkout',
    checkoutMachine,
    "Checkout in numbered panels: 1 buyer, shipping address (edited in place through the address book) and tax invoice; 2 shipping per seller (first option by default; a parcel no carrier takes stops here); 3 coupon; 4 payment method; 5 review and place. Every choice is kept going back and forth and worked out by the server, one calculation at a time (a change during one runs one more after it); a refused coupon stays typed with the server's words; placing is idempotent (the same key after a lost answer, a new one after a 409, which shows the checkout as it now is). Then 7, the payment machine pays what was placed, and the checkout ends on completion (paid, or cash on delivery) or expired. Repaying an order starts from its payment.",
  ),
  entry(
    'payment',
    paymentMachine,
    "Paying a placed checkout, in checkout's panel 7 and on every payment page: the payment's status decides the view, never the URL. By card, the gateway's page (checkout goes at once; a page offers it, again after a try); by bank transfer or PromptPay, the QR of the exact amount and the slip, until the payment's clock runs out (then the server is asked); a slip sent waits for staff, read again every 15 s and on demand (a refused slip shows why and takes a new one); paid or cash on delivery, or expired, ends it. A payment that no longer waits for what was sent is shown as it now is.",
  ),
  entry(
    'affiliateApplication',
    affiliateApplicationMachine,
    "Becoming an affiliate, the member's side: loads where the member stands; on the form each document (identity card, bank book, a company's certificate) is sent on its own as it is chosen, one at a time, then the application once every one is in (sending it earlier says what is missing); a refused document or field keeps what was typed with the server's words; an application sent meanwhile from another tab is read again; waiting for staff (read again on demand); refused with a reason, then apply again; verified.",
  ),
  entry(
    'withdrawal',
    withdrawalMachine,
    "An affiliate's withdrawal, their side: loads the balance, the minimum and the account staff verified (with none, or less than the minimum, nothing can be withdrawn and the page says why); an amount typed is checked against them before anything is sent, then confirmed with where it goes, then asked for under one idempotency key (sent again after a lost answer, it makes nothing more; a refusal keeps the amount with the server's words); requested, with the day it is due; then another.",
  ),
  entry(
    'livePost',
    livePostMachine,
    "A live post, the seller's side: draft, active, finished. A draft is edited (name, social post, limit per person, products each under a keyword and a price whose cut comes out of the cashback, shown as the cashback left), checked before it is sent and saved; a saved draft on a social post that sells something starts. While live, the dashboard's figures are read again every second, and the post finishes once; finished, it sells no more and its keywords order nothing. A refusal keeps the draft with the server's words; a post moved in another tab is read again.",
  ),
  entry(
    'returnRequest',
    returnRequestMachine,
    "A shopper's return request, from /product/return and the return requests menu: reads the order and the reasons; an order that has a request follows it; one that cannot be returned (not delivered, receipt confirmed, or past the 7 days after delivery) says why. Otherwise the shopper chooses lines and quantities (never a free gift), a reason, details, up to 5 photos (each uploaded as it is chosen, one at a time; a sixth is refused without a call) and where the refund goes (a bank account's name and number, or the card when paid by card); going on without one of them names what is missing. A summary with the refund's estimate is confirmed, then sent once: a 400 goes back to the form with everything kept and the server's words, a 409 with the order's request follows that one, a 409 without one reads the order again, a lost answer stays on the summary to confirm again. Sent, it cannot be changed: waiting for review, in progress, then completed with its refund or refused with a reason, read again every 30 s while open and on demand (a missed read keeps the request as last read).",
  ),
  entry(
    'chatSocket',
    chatSocketMachine,
    "The chat's socket: connecting, open, stale, waiting to retry, closed. A connection not open within 10 s is given up and tried again. Open, it says hello with the last number it holds per conversation, and the welcome answers what it missed, the unread counts and the socket's frame limit in one frame; a ping goes every 2000 ms, one missed answer makes it stale, two and it connects again after a growing, jittered pause (500 ms doubled per attempt, at most 30 s). Messages typed are kept under their own client id, shown as pending and sent in order once the welcome came, a few at the welcome and at each ping so the socket stays under its frame limit (two at 30 frames in 10 s); a resend stores nothing twice and the stored message replaces the pending one; messages are held in the order of their number in the conversation; a refused one is shown and dropped. A socket the server closes because its session ended (4401) stops the chat, and the tab's session ends.",
  ),
  entry(
    'session',
    sessionMachine,
    'The session: loads the profile and addresses when a session marker exists, refreshes the token at half its remaining life, ends once however many 401s arrive (then /401), logs out (then reload at /).',
  ),
] as const satisfies readonly MachineEntry[];

export type MachineId = (typeof machines)[number]['id'];

/** A registry machine by its id. */
export function machineOf(id: MachineId): AnyStateMachine {
  const entry = machines.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no machine ${id} in the registry`);
  return entry.machine;
}

export * from './affiliate-application/affiliate-application.actors';
export * from './affiliate-application/affiliate-application.machine';
export * from './affiliate-application/affiliate-application-rules';
export * from './carousel/carousel.machine';
export * from './carousel/carousel-index';
export * from './cart/cart.actors';
export * from './cart/cart.machine';
export * from './cart/cart-lines';
export * from './cart/cart-panel.machine';
export * from './cart/cart-selection';
export * from './cart/offer';
export * from './chat/chat-socket.actors';
export * from './chat/chat-socket.machine';
export * from './chat/chat-socket-rules';
export * from './checkout/checkout.actors';
export * from './checkout/checkout.machine';
export * from './checkout/checkout-rules';
export * from './layout/layout-rules';
export * from './layout/visit-redirects';
export * from './live-post/live-post.actors';
export * from './live-post/live-post.machine';
export * from './live-post/live-post-rules';
export * from './loading-bar/loading-bar.machine';
export * from './login/login.actors';
export * from './login/login.machine';
export * from './otp/destination-mask';
export * from './otp/otp.actors';
export * from './otp/otp.machine';
export * from './password/forgot-password.machine';
export * from './password/password.actors';
export * from './password/password-reset.machine';
export * from './payment/payment.actors';
export * from './payment/payment.machine';
export * from './payment/payment-rules';
export * from './register/register.actors';
export * from './register/register.machine';
export * from './return-request/return-request.actors';
export * from './return-request/return-request.machine';
export * from './return-request/return-request-rules';
export * from './search-box/search-box.actors';
export * from './search-box/search-box.machine';
export * from './search-box/search-destination';
export * from './session/session.actors';
export * from './session/session.machine';
export * from './session/session-rules';
export * from './share/share.actors';
export * from './share/share.machine';
export * from './share/share-params';
export * from './share/share-targets';
export * from './shared/api-failure';
export * from './shared/error-code';
export * from './social/social-leave.machine';
export * from './social/social-sign-in.actors';
export * from './social/social-sign-in.machine';
export * from './social/social-state';
export * from './withdrawal/withdrawal.actors';
export * from './withdrawal/withdrawal.machine';
export * from './withdrawal/withdrawal-rules';
