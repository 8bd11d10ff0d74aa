import type { AnyStateMachine } from 'xstate';
import { carouselMachine } from './carousel/carousel.machine';
import { loadingBarMachine } from './loading-bar/loading-bar.machine';
import { loginMachine } from './login/login.machine';
import { otpMachine } from './otp/otp.machine';
import { forgotPasswordMachine } from './password/forgot-password.machine';
import { passwordResetMachine } from './password/password-reset.machine';
import { registerMachine } from './register/register.machine';
import { searchBoxMachine } from './search-box/search-box.machine';
import { sessionMachine } from './session/session.machine';
import { shareMachine } from './share/share.machine';
import { socialLeaveMachine } from './social/social-leave.machine';
import { socialSignInMachine } from './social/social-sign-in.machine';

export interface MachineEntry {
  id: string;
  machine: AnyStateMachine;
  /** What it models: the machine config's own `description` (Stately Studio and the inspector read it too). */
  description: string;
}

/** A registry entry: the machine under its root id, with its own description. */
const entry = <const Id extends string>(id: Id, machine: AnyStateMachine) => ({
  id,
  machine,
  description: machine.config.description ?? '',
});

/** Every machine of the storefront: the statechart gallery, the Stately export and the path tests read this list. */
export const machines = [
  entry('searchBox', searchBoxMachine),
  entry('carousel', carouselMachine),
  entry('loadingBar', loadingBarMachine),
  entry('share', shareMachine),
  entry('otp', otpMachine),
  entry('login', loginMachine),
  entry('register', registerMachine),
  entry('socialLeave', socialLeaveMachine),
  entry('socialSignIn', socialSignInMachine),
  entry('forgotPassword', forgotPasswordMachine),
  entry('passwordReset', passwordResetMachine),
  entry('session', sessionMachine),
] as const satisfies readonly MachineEntry[];

export type MachineId = (typeof machines)[number]['id'];

/** A registry machine by its id. */
export function machineOf(id: MachineId): AnyStateMachine {
  const entry = machines.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no machine ${id} in the registry`);
  return entry.machine;
}

export * from './carousel/carousel.machine';
export * from './carousel/carousel-index';
export * from './layout/layout-rules';
export * from './layout/visit-redirects';
export * from './loading-bar/loading-bar.machine';
export * from './login/login.actors';
export * from './login/login.machine';
export * from './otp/destination-mask';
export * from './otp/otp.actors';
export * from './otp/otp.machine';
export * from './password/forgot-password.machine';
export * from './password/password.actors';
export * from './password/password-reset.machine';
export * from './register/register.actors';
export * from './register/register.machine';
export * from './search-box/search-box.actors';
export * from './search-box/search-box.machine';
export * from './search-box/search-destination';
export * from './session/session.actors';
export * from './session/session.machine';
export * from './session/session-rules';
export * from './share/share.actors';
export * from './share/share.machine';
export * from './share/share-targets';
export * from './shared/api-failure';
export * from './shared/error-code';
export * from './social/social-leave.machine';
export * from './social/social-sign-in.actors';
export * from './social/social-sign-in.machine';
export * from './social/social-state';
