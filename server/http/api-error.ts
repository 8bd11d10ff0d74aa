// Everything the API answers is the envelope { result, message, detail }. Handlers throw
// ApiError for client-facing failures; anything else becomes a generic 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { FieldError } from '../contract/request-validator.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 500;

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly detail: FieldError[] | null = null,
  ) {
    super(message);
  }
}

export function envelope<T>(result: 0 | 1, message: string, detail: T) {
  return { result, message, detail };
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);

/** The app's error handler: ApiError and Hono's own 4xx as they are, the rest a logged 500. */
export function answerError(log: (message: string, error: unknown) => void) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) {
      return c.json(envelope(0, error.message, error.detail), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(envelope(0, error.message || 'Bad request', null), error.status);
    }
    log(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(envelope(0, 'Something went wrong on our side; please try again.', null), 500);
  };
}
