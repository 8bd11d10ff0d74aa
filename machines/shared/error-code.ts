// What a flow keeps of any failure, and the two actions that keep and forget it: the second
// half of the one failure protocol (the first, what a failed API call carries, is
// ./api-failure.ts). Machines keep a stable, untranslated code and the server's own words;
// the view translates.
import { assign, type EventObject } from 'xstate';
import { type FieldError, fieldErrorsIn, isApiFailure } from './api-failure';

/**
 * A thrown value's code: its own `code` wins, then its error name (`NotAllowedError`,
 * `ApiError`, `TypeError` for a lost connection...).
 */
export function errorCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('code' in error && typeof error.code === 'string' && error.code !== '') return error.code;
    if ('name' in error && typeof error.name === 'string' && error.name !== '') return error.name;
  }
  return 'unknown';
}

/** What a flow keeps of a failure: a code for the view to translate, and the server's words. */
export interface ErrorInfo {
  errorCode: string | null;
  /** The API's message when the server answered (shown as it is, as the spec asks). */
  serverMessage: string | null;
  /** The fields the API named, listed under a form. */
  fieldErrors: FieldError[];
}

export const noError: ErrorInfo = { errorCode: null, serverMessage: null, fieldErrors: [] };

/** A failure as a flow keeps it; only an API answer has a server message and fields. */
export function errorInfoOf(error: unknown): ErrorInfo {
  const answered = isApiFailure(error);
  return {
    errorCode: errorCodeOf(error),
    serverMessage:
      answered && typeof error.message === 'string' && error.message !== '' ? error.message : null,
    fieldErrors: answered ? fieldErrorsIn(error.fields) : [],
  };
}

/** The fields of a phone-code proof (`body.OTP` in the social sign-in's body). */
const PHONE_CODE_FIELDS = /^body\.(otp|telephone|reference)$/i;

/**
 * The server refused the phone code or its phone (expired, used, locked, or the phone taken
 * meanwhile) and nothing else: the flow asks for a new code instead of failing. With other
 * problems beside it, the form comes first (a new code would only be refused with them).
 */
export function phoneCodeRefused(error: unknown): boolean {
  const { fieldErrors } = errorInfoOf(error);
  return fieldErrors.length > 0 && fieldErrors.every(({ field }) => PHONE_CODE_FIELDS.test(field));
}

/**
 * Every flow's `keepError` (with `params: { error }`) and `forgetError`, typed for its
 * machine: `actions: { ...errorActions<Context, Event>(), ... }` in its setup().
 */
export function errorActions<TContext extends ErrorInfo, TEvent extends EventObject>() {
  return {
    keepError: assign<TContext, TEvent, { error: unknown }, TEvent, never>(
      (_, params) => errorInfoOf(params.error) as Partial<TContext>,
    ),
    forgetError: assign<TContext, TEvent, undefined, TEvent, never>(noError as Partial<TContext>),
  };
}
