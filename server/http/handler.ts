// Handlers are keyed by the contract's operationId and typed from the generated
// openapi/storefront.d.ts, so a handler that returns the wrong shape fails to compile.
import type { operations } from '../../openapi/storefront.d.ts';
import type { ClientInfo } from '../accounts/client.ts';
import type { SessionCookies } from '../accounts/cookies.ts';
import type { Messaging } from '../accounts/outbox.ts';
import type { RateLimits } from '../accounts/rate-limits.ts';
import type { ActiveSession } from '../accounts/sessions.ts';
import type { Db } from '../db/client.ts';
import type { Uploads } from '../uploads/store.ts';

export type OperationId = keyof operations;
export type Culture = 'th' | 'en';

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

export interface ApiRequest<Op extends OperationId> {
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
  session: ActiveSession | null;
  client: ClientInfo;
  /** Sets or clears the session cookies on the answer. */
  cookies: SessionCookies;
  /** A cookie the request came with; undefined when absent or the header is malformed. */
  cookie: (name: string) => string | undefined;
  services: Services;
  db: Db;
}

/** What the account calls need beyond the database; createApp builds them from its deps. */
export interface Services {
  /** The clock; tests move it to check expiries. */
  now: () => Date;
  messaging: Messaging;
  limits: RateLimits;
  /** The staff token for admin calls; unset means every admin call is refused. */
  adminToken: string | undefined;
  /** The shop's own address, for links in e-mails (never taken from the request's Host). */
  publicUrl: string;
  /** Take the client address from X-Forwarded-For (one trusted reverse proxy in front). */
  trustProxy: boolean;
  /** Files shoppers uploaded (profile photos), kept under <DATA_DIR>/uploads. */
  uploads: Uploads;
  /** The wait before another code to the same phone. */
  otpResendSeconds: number;
}

export type Handler<Op extends OperationId> = (request: ApiRequest<Op>) => Promise<Detail<Op>>;
export type Handlers = { [Op in OperationId]: Handler<Op> };
