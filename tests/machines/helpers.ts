import { type ActorOptions, type AnyActorLogic, createActor, SimulatedClock } from 'xstate';
import { type CodeCheck, createOtpActors, otpMachine, type SentCode } from '../../machines';

/** Starts an actor on a simulated clock: tests move time with `clock.increment`, never wait. */
export function startOnClock<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: Omit<ActorOptions<TLogic>, 'clock'> = {},
) {
  const clock = new SimulatedClock();
  const actor = createActor(logic, { ...options, clock } as ActorOptions<TLogic>).start();
  return { actor, clock };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

/** A promise settled by the test (Node 20 has no Promise.withResolvers). */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach the machine; no time passes. */
export const flushPromises = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A faked API function: each call is recorded with what it was given and waits to be settled
 * by the test (`calls[i].resolve(...)`).
 */
export function fakeCalls<T, Given extends object = object>() {
  const calls: Array<Deferred<T> & Given> = [];
  const call = (given: Given): Promise<T> => {
    const next = { ...deferred<T>(), ...given };
    calls.push(next);
    return next.promise;
  };
  return { calls, call };
}

/**
 * An OTP machine over faked calls: `phoneChecks` (does the phone have an account, for a new
 * account's code), `codes` (send, with the phone) and `checks` (validate).
 */
export function fakeOtp() {
  const phoneCheck = fakeCalls<boolean, { telephone: string }>();
  const code = fakeCalls<SentCode, { telephone: string }>();
  const check = fakeCalls<void, CodeCheck>();
  const otp = otpMachine.provide({
    actors: createOtpActors({
      isRegistered: (telephone) => phoneCheck.call({ telephone }),
      send: (telephone) => code.call({ telephone }),
      check: (request) => check.call(request),
    }),
  });
  return { otp, phoneChecks: phoneCheck.calls, codes: code.calls, checks: check.calls };
}
