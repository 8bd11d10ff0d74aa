// Everything the API answers is the envelope { result, message, detail }. Handlers throw
// ApiError for client-facing failures; anything else becomes a generic 500. A failure's
// messages are Texts (messages.ts), written out in the request's Culture when it is answered.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type Culture, requestCulture } from './culture.ts';
import { atField, type MessageKey, msg, type Text } from './messages.ts';
import type { FieldError } from './request-validator.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503;

export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly text: Text,
    readonly detail: FieldError[] | null = null,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    // In English for logs and stack traces; the answer is in the request's Culture.
    super(text('en'));
  }

  /** The refusal's envelope in `culture`. */
  envelopeIn(culture: Culture): Envelope<unknown> {
    const detail = this.detail?.map((e) => ({ field: e.field, message: e.message(culture) }));
    return envelope(0, this.text(culture), detail ?? null);
  }
}

/**
 * A 409: what the request was based on has changed meanwhile (another tab or device wrote it);
 * `current` is the thing as it is now, already in the request's Culture, for the client to
 * re-apply its change to.
 */
export class Conflict<Current> extends ApiError {
  constructor(
    text: Text,
    readonly current: Current,
  ) {
    super(409, text);
  }

  override envelopeIn(culture: Culture): Envelope<Current> {
    return envelope(0, this.text(culture), this.current);
  }
}

export interface Envelope<T> {
  result: 0 | 1;
  message: string;
  detail: T;
}

export function envelope<T>(result: 0 | 1, message: string, detail: T): Envelope<T> {
  return { result, message, detail };
}

/** A refusal answered outside a handler (404, 405, 413): `text` in the request's Culture. */
export const refusal = (
  c: Context,
  status: ContentfulStatusCode,
  text: Text,
  headers: Record<string, string> = {},
) => c.json(envelope(0, text(requestCulture(c)), null), status, headers);

type NotFoundThing = MessageKey extends infer K
  ? K extends `notFound.${infer Thing}`
    ? Thing
    : never
  : never;

export const notFound = (what: NotFoundThing) => new ApiError(404, msg(`notFound.${what}`));

/** A 400 for one field of the request, e.g. `body.otp`. */
export const fieldError = (field: string, message: Text) =>
  new ApiError(400, atField(field, message), [{ field, message }]);

/** A 400 listing every problem found, its message naming the first. */
export function fieldErrors(errors: FieldError[]): ApiError {
  const [first] = errors;
  return new ApiError(
    400,
    first ? atField(first.field, first.message) : msg('request.bad'),
    errors,
  );
}

/**
 * The app's error handler, in the request's Culture: ApiError as it is, Hono's own 4xx as a
 * generic refusal, the rest a logged 500.
 */
export function answerError(log: (message: string, error: unknown) => void) {
  return (error: Error, c: Context) => {
    const culture = requestCulture(c);
    if (error instanceof ApiError) {
      return c.json(error.envelopeIn(culture), error.status, error.headers);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(envelope(0, msg('request.bad')(culture), null), error.status);
    }
    log(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(envelope(0, msg('request.failed')(culture), null), 500);
  };
}
