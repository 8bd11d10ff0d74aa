// The one failure protocol of the flows: what a failed API call carries (src/api's ApiError is
// one), what a machine keeps of any failure, and the two actions that keep and forget it.
// Machines keep a stable, untranslated code and the server's own words; the view translates.
import { assign, type EventObject } from 'xstate';

/** A problem with one field of a request, as the API's 400 envelope lists it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * What a failed API call carries: its HTTP status (0 when a 2xx answer said `result: 0`), the
 * server's message, and the fields it named. Read by shape: machines never import the client.
 */
export interface ApiFailure {
  status: number;
  message: string;
  fields?: FieldError[];
}

/** An API answer's failure, told by its status (its message and fields may be missing). */
export function isApiFailure(error: unknown): error is Partial<ApiFailure> & { status: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
  );
}

/** The HTTP status of a failed API call; null for anything else (a lost connection...). */
export const statusOf = (error: unknown): number | null =>
  isApiFailure(error) ? error.status : null;

/** The API answered 401: the session is gone. */
export const isUnauthorized = (error: unknown): boolean => statusOf(error) === 401;

/** The well-formed field problems of a list read from JSON (an envelope's `detail`). */
export function fieldErrorsIn(list: unknown): FieldError[] {
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is FieldError =>
      typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}

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
