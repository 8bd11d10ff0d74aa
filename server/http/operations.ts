// Mounts every operation of the contract on the API router: validate the request against
// the contract, check the API key and the session (cookie or Bearer token), run the handler
// of that operationId, wrap its result in the success envelope. Another method on a path of
// the contract is a 405, any other path a 404, both as envelopes.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import type { ContractOperation, ContractRequestBody } from '../contract/contract.ts';
import type { Db } from '../db/client.ts';
import { collectingProductChanges } from '../db/product-changes.ts';
import { type AnswerCache, requestKeyOf, sendKept } from './answer-cache.ts';
import { ApiError, envelope, fieldError, fieldErrors, refusal } from './api-error.ts';
import { clientOf } from './client.ts';
import { cultureOf } from './culture.ts';
import type { ApiRequest, Authenticator, Handlers, OperationId, RawBody } from './handler.ts';
import { msg } from './messages.ts';
import { compileRequestValidator } from './request-validator.ts';

/** `/product/{urlKey}` as Hono writes it: `/product/:urlKey`. */
const honoPathOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Literal segments sort before `{param}` ones, so /product/list never reads as /product/{urlKey}. */
function bySpecificity(a: ContractOperation, b: ContractOperation): number {
  const segments = (op: ContractOperation) =>
    op.path.split('/').map((s) => (s.startsWith('{') ? 1 : 0));
  const [sa, sb] = [segments(a), segments(b)];
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const difference = (sa[i] ?? 0) - (sb[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** 65536 as "64 kB", 2097152 as "2 MB": the sizes the contract and the spec speak of. */
function sizeText(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} kB`;
  return `${bytes} bytes`;
}

/**
 * Refuses a body larger than the operation takes before it is read: its `x-max-bytes` in the
 * contract, 64 kB for JSON without one (server/contract/contract.ts). A request that came
 * through Node with its Content-Length (and no Transfer-Encoding) is judged on that header
 * here, as Hono's bodyLimit judges it, without asking for its body first: asking builds a
 * web Request around the Node request (a stream, an AbortController), and the body is read
 * straight from Node after all; anything else goes through bodyLimit.
 */
const limitBody = (maxBytes: number): MiddlewareHandler => {
  const onError = (c: Context) =>
    // The rest of the body is never read, so the connection cannot carry another request.
    refusal(c, 413, msg('request.tooLarge', { size: sizeText(maxBytes) }), {
      Connection: 'close',
    });
  const limit = bodyLimit({ maxSize: maxBytes, onError });
  return (c, next) => {
    const length = c.req.header('content-length');
    // Through Node, a request with a method other than GET and HEAD always has a body.
    const fromNode =
      (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined &&
      c.req.method !== 'GET' &&
      c.req.method !== 'HEAD';
    if (!fromNode || length === undefined || c.req.header('transfer-encoding') !== undefined)
      return limit(c, next);
    return Number.parseInt(length, 10) > maxBytes ? Promise.resolve(onError(c)) : next();
  };
};

/** `image/png` of `Image/PNG; charset=x`: the media type alone, lower-cased. */
const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** A 400 naming the Content-Type header and the media types the operation takes. */
function wrongContentType(mediaTypes: string[]): ApiError {
  const [only] = mediaTypes;
  return fieldError(
    'header.Content-Type',
    mediaTypes.length === 1 && only
      ? msg('field.mustBe', { value: only })
      : msg('field.oneOf', { allowed: mediaTypes.join(', ') }),
  );
}

/** Deeper documents are refused before anything recursive (cloning, validation) sees them. */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests objects and arrays more than `limit` deep, found without recursion. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length; depth++) {
    if (depth > limit) return true;
    level = level.flatMap((node) =>
      node !== null && typeof node === 'object' ? Object.values(node) : [],
    );
  }
  return false;
}

/** The parsed JSON body; undefined when there is none; a 400 when it is not JSON. */
async function jsonBodyOf(c: Context, requestBody: ContractRequestBody): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (mediaTypeOf(c.req.header('content-type')) !== 'application/json') {
    throw wrongContentType(requestBody.mediaTypes);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw fieldError('body', msg('body.notJson'));
  }
  if (nestedDeeperThan(body, MAX_BODY_DEPTH)) {
    throw fieldError('body', msg('body.tooDeep', { levels: MAX_BODY_DEPTH }));
  }
  return body;
}

/** The bytes of a raw body (an image) with their media type; undefined when there are none. */
async function rawBodyOf(
  c: Context,
  requestBody: ContractRequestBody,
): Promise<RawBody | undefined> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength === 0) return undefined;
  const mediaType = mediaTypeOf(c.req.header('content-type'));
  if (!requestBody.mediaTypes.includes(mediaType)) throw wrongContentType(requestBody.mediaTypes);
  return { mediaType, bytes };
}

/** The request's body as the contract has it: JSON, or bytes of a listed media type. */
const bodyOf = (c: Context, requestBody: ContractRequestBody) =>
  requestBody.kind === 'json' ? jsonBodyOf(c, requestBody) : rawBodyOf(c, requestBody);

export function mountOperations<Services>(
  api: Hono,
  options: {
    operations: ContractOperation[];
    handlers: Handlers<Services>;
    db: Db;
    apiKey: string;
    /** Finds the request's session and writes its cookies (the accounts feature). */
    auth: Authenticator;
    /** Take the client address from X-Forwarded-For (one trusted reverse proxy in front). */
    trustProxy: boolean;
    services: Services;
    /** Answers kept for everyone, and which operations' (none without). */
    cache?: AnswerKeeping | undefined;
  },
): void {
  const { db, apiKey, handlers, auth, trustProxy, services, cache } = options;
  const sorted = [...options.operations].sort(bySpecificity);
  for (const operation of sorted) {
    const handler = handlers[operation.operationId as OperationId] as
      | ((request: ApiRequest<OperationId, Services>) => Promise<unknown>)
      | undefined;
    if (!handler) throw new Error(`No handler for operation ${operation.operationId}`);
    const validate = compileRequestValidator(operation);
    const honoPath = honoPathOf(operation.path);

    /**
     * Who may call: the key, then the session where the operation needs one. Where guests are
     * welcome too (the cart), a token that is no live session (expired, revoked, made up)
     * makes a guest: a left-over cookie must not shut a visitor out, and it reaches no more
     * than a guest does. An answer kept for everyone is asked as a guest: nobody's session is
     * looked up for it.
     */
    const admitted = async (c: Context, asGuest: boolean) => {
      if (c.req.header('x-api-key') !== apiKey) throw new ApiError(403, msg('request.apiKey'));
      const session = asGuest ? null : await auth.sessionOf(c);
      if (operation.needsSession && session === null) {
        throw new ApiError(401, msg('auth.signIn'));
      }
      const client = clientOf(c, trustProxy);
      return { session, client, cookies: auth.cookiesOf(c, client.secure) };
    };
    /** The request validated against the contract and admitted, as its handler takes it. */
    const prepared = async (c: Context, asGuest: boolean) => {
      // A file body (megabytes) is read only once the caller is admitted; a JSON one first,
      // so its mistakes are named whoever sends it.
      const early = operation.requestBody?.kind === 'raw' ? await admitted(c, asGuest) : null;
      const checked = validate({
        query: c.req.query(),
        path: c.req.param(),
        header: c.req.header(),
        body: operation.requestBody ? await bodyOf(c, operation.requestBody) : undefined,
      });
      if (!checked.ok) throw fieldErrors(checked.errors);
      const { query, path, header, body } = checked.value;
      const { session, client, cookies } = early ?? (await admitted(c, asGuest));
      return {
        query,
        path,
        header,
        body,
        culture: cultureOf(header.culture),
        userId: session?.userId ?? null,
        session,
        client,
        cookies,
        cookie: (name: string) => {
          try {
            return getCookie(c, name);
          } catch {
            return undefined;
          }
        },
        services,
        db,
      } as ApiRequest<OperationId, Services>;
    };
    const handle = async (c: Context) => {
      const request = await prepared(c, false);
      // Stock this request moved is dropped from the kept answers before it answers.
      const detail = await collectingProductChanges(
        () => handler(request),
        (productIds) => cache?.answers.productsChanged(productIds),
      );
      return c.json(envelope(1, 'success', detail));
    };
    const handleKept = async (c: Context, kept: AnswerKeeping) => {
      const request = await prepared(c, true);
      const key = keyOf(operation.operationId, request);
      const url = new URL(c.req.url);
      kept.answers.remember(requestKeyOf(url.pathname + url.search, c.req.header('culture')), key);
      const answer = await kept.answers.answer(
        key,
        async () => envelope(1, 'success', await handler(request)),
        (body) => kept.productsOf((body as { detail: unknown }).detail),
      );
      return sendKept(c, answer);
    };
    const keeping = cache?.operations.has(operation.operationId as OperationId) ? cache : null;
    const respond = keeping ? (c: Context) => handleKept(c, keeping) : handle;
    const method = operation.method.toUpperCase();
    if (operation.requestBody)
      api.on(method, honoPath, limitBody(operation.requestBody.maxBytes), respond);
    else api.on(method, honoPath, respond);
  }
  mountMethodNotAllowed(api, sorted);
  api.all('*', (c) =>
    refusal(c, 404, msg('request.noOperation', { method: c.req.method, path: c.req.path })),
  );
}

/** Which operations' answers are kept, where, and the products whose stock an answer shows. */
export interface AnswerKeeping {
  answers: AnswerCache;
  operations: ReadonlySet<OperationId>;
  productsOf: (detail: unknown) => readonly number[];
}

/** The same answer's key, however its request was written: the values as validated, in order. */
function keyOf(operationId: string, request: { culture: string; path: object; query: object }) {
  const ordered = (values: object) =>
    Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    operationId,
    request.culture,
    ordered(request.path),
    ordered(request.query),
  ]);
}

/** A path of the contract asked with a method it does not have: 405 naming the ones it has. */
function mountMethodNotAllowed(api: Hono, operations: ContractOperation[]): void {
  const methodsByPath = new Map<string, string[]>();
  for (const operation of operations) {
    const honoPath = honoPathOf(operation.path);
    methodsByPath.set(honoPath, [
      ...(methodsByPath.get(honoPath) ?? []),
      operation.method.toUpperCase(),
    ]);
  }
  for (const [honoPath, methods] of methodsByPath) {
    const allow = methods.join(', ');
    api.all(honoPath, (c) =>
      refusal(c, 405, msg('request.methodNotAllowed', { method: c.req.method, allow }), {
        Allow: allow,
      }),
    );
  }
}
