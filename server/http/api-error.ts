// Everything the API answers is the envelope { result, message, detail }. Handlers throw
// ApiError for client-facing failures; anything else becomes a generic 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { FieldError } from '../contract/request-validator.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 429 | 500;

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly detail: FieldError[] | null = null,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function envelope<T>(result: 0 | 1, message: string, detail: T) {
  return { result, message, detail };
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);

/** A 400 for one field of the request, e.g. `body.otp`. */
export const fieldError = (field: string, message: string) =>
  new ApiError(400, `${field} ${message}`, [{ field, message }]);

/** A 400 listing every problem found, its message naming the first. */
export function fieldErrors(errors: FieldError[]): ApiError {
  const [first] = errors;
  return new ApiError(400, first ? `${first.field} ${first.message}` : 'Bad request', errors);
}

/** The app's error handler: ApiError and Hono's own 4xx as they are, the rest a logged 500. */
export function answerError(log: (message: string, error: unknown) => void) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) {
      return c.json(envelope(0, error.message, error.detail), error.status, error.headers);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(envelope(0, error.message || 'Bad request', null), error.status);
    }
    log(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(envelope(0, 'Something went wrong on our side; please try again.', null), 500);
  };
}
