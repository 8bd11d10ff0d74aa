// Handlers are keyed by the contract's operationId and typed from the generated
// openapi/storefront.d.ts, so a handler that returns the wrong shape fails to compile.
import type { Context } from 'hono';
import type { operations } from '../../openapi/storefront.d.ts';
import type { Db } from '../db/client.ts';
import type { ClientInfo } from './client.ts';
import type { Culture } from './culture.ts';

export type OperationId = keyof operations;

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Params<Op extends OperationId, In extends string> = operations[Op]['parameters'] extends {
  [K in In]?: infer P;
}
  ? NonNullable<P>
  : never;

/** The `detail` of an operation's 200 envelope. */
export type Detail<Op extends OperationId> =
  JsonBody<operations[Op]['responses'][200]> extends { detail: infer D } ? D : never;

/** A body of bytes (an image) as the contract lists it: its media type and the bytes as sent. */
export interface RawBody<MediaType extends string = string> {
  mediaType: MediaType;
  bytes: Uint8Array;
}

/** The JSON body, or the raw body when the operation takes other media types (images). */
type BodyOf<B> = B extends { content: infer C }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : RawBody<keyof C & string>
  : never;

type Body<Op extends OperationId> = operations[Op] extends { requestBody?: infer B }
  ? BodyOf<NonNullable<B>>
  : never;

export interface ApiRequest<Op extends OperationId, Services = unknown> {
  /** Validated against the contract, coerced to its types, defaults filled in. */
  query: Params<Op, 'query'>;
  path: Params<Op, 'path'>;
  /** Header parameters the contract declares, validated, by lower-cased name (as HTTP has them). */
  header: Record<string, string | undefined>;
  /** The JSON body, validated, or a raw body's bytes (operations without one get undefined). */
  body: Body<Op>;
  culture: Culture;
  /** The session's user, null when there is none (operations that need one get 401 first). */
  userId: number | null;
  /** The live session the request came with (cookie or Bearer token), or null. */
  session: RequestSession | null;
  client: ClientInfo;
  /** Sets or clears the session cookies on the answer. */
  cookies: SessionCookies;
  /** A cookie the request came with; undefined when absent or the header is malformed. */
  cookie: (name: string) => string | undefined;
  services: Services;
  db: Db;
}

/** The live session a request came with; the accounts feature finds it (Authenticator). */
export interface RequestSession {
  id: number;
  userId: number;
  rememberMe: boolean;
}

/** A session just begun, for the answer's cookies. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
  rememberMe: boolean;
}

/** Sets or clears the session cookies on the answer. */
export interface SessionCookies {
  /** Sets the token and expiry cookies of a new session on the answer. */
  issue(session: IssuedSession): void;
  /** Removes both (logout). */
  clear(): void;
}

/**
 * How a request's session is found and its answer's cookies written: the accounts feature
 * implements it (server/features/accounts/session-auth.ts), the composition root plugs it in.
 */
export interface Authenticator {
  /** The live session of the request's token (cookie or Bearer), or null. */
  sessionOf(c: Context): Promise<RequestSession | null>;
  /** The session cookie writer of the request's answer. */
  cookiesOf(c: Context, secure: boolean): SessionCookies;
}

/**
 * `Services` is what the handler needs beyond the request and the database (the accounts
 * feature's AccountServices: the clock, messaging, rate limits, uploads); the composition root
 * gives every handler one object holding all of them.
 */
export type Handler<Op extends OperationId, Services = unknown> = (
  request: ApiRequest<Op, Services>,
) => Promise<Detail<Op>>;
export type Handlers<Services = unknown> = { [Op in OperationId]: Handler<Op, Services> };
