/**
 * Machines keep a stable, untranslated code for a failure; the view turns it into words.
 * A thrown value's own `code` wins, then its error name (`NotAllowedError`, `ApiError`...).
 */
export function errorCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('code' in error && typeof error.code === 'string' && error.code !== '') return error.code;
    if ('name' in error && typeof error.name === 'string' && error.name !== '') return error.name;
  }
  return 'unknown';
}

/** The API answered 401: the session is gone (the client's errors carry their HTTP status). */
export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}

/** What a flow keeps of a failure: a code for the view to translate, and the server's words. */
export interface ErrorInfo {
  errorCode: string | null;
  /** The API's message when the server answered (shown as it is, as the spec asks). */
  serverMessage: string | null;
}

export const noError: ErrorInfo = { errorCode: null, serverMessage: null };

/** A failure as a flow keeps it; only an API answer (it carries a status) has a server message. */
export function errorInfoOf(error: unknown): ErrorInfo {
  const answered =
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message !== '';
  return {
    errorCode: errorCodeOf(error),
    serverMessage: answered ? (error as { message: string }).message : null,
  };
}

export interface FieldErrorInfo {
  field: string;
  message: string;
}

/** The field errors an API answer listed (the client's errors carry them as `fields`). */
export function fieldErrorsOf(error: unknown): FieldErrorInfo[] {
  const fields = (error as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (item): item is FieldErrorInfo =>
      typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}

/** The fields of a phone-code proof (`body.OTP` in the social sign-in's body). */
const PHONE_CODE_FIELDS = /^body\.(otp|telephone|reference)$/i;

/**
 * The server refused the phone code or its phone (expired, used, locked, or the phone taken
 * meanwhile) and nothing else: the flow asks for a new code instead of failing. With other
 * problems beside it, the form comes first (a new code would only be refused with them).
 */
export function phoneCodeRefused(error: unknown): boolean {
  const fields = fieldErrorsOf(error);
  return fields.length > 0 && fields.every(({ field }) => PHONE_CODE_FIELDS.test(field));
}
