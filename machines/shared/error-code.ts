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
