// Mounts every operation of the contract on the API router: validate the request against
// the contract, check the API key and the session (cookie or Bearer token), run the handler
// of that operationId, wrap its result in the success envelope. Another method on a path of
// the contract is a 405, any other path a 404, both as envelopes.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContractOperation } from '../contract/contract.ts';
import { compileRequestValidator } from '../contract/request-validator.ts';
import type { Db } from '../db/client.ts';
import { ApiError, envelope, fieldErrors } from './api-error.ts';
import { sessionOf } from './auth.ts';
import type { ApiRequest, Culture, Handlers, OperationId, Services } from './handler.ts';

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

/** Request bodies are small JSON documents; anything larger is refused before it is read. */
export const MAX_BODY_BYTES = 64 * 1024;

const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  // The rest of the body is never read, so the connection cannot carry another request.
  onError: (c) =>
    c.json(envelope(0, `The request body is larger than ${MAX_BODY_BYTES} bytes`, null), 413, {
      Connection: 'close',
    }),
});

const JSON_TYPE = /^application\/json\s*(;|$)/i;

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
async function jsonBodyOf(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(400, 'header.Content-Type must be application/json', [
      { field: 'header.Content-Type', message: 'must be application/json' },
    ]);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'body must be valid JSON', [
      { field: 'body', message: 'must be valid JSON' },
    ]);
  }
  if (nestedDeeperThan(body, MAX_BODY_DEPTH)) {
    const message = `must not nest deeper than ${MAX_BODY_DEPTH} levels`;
    throw new ApiError(400, `body ${message}`, [{ field: 'body', message }]);
  }
  return body;
}

export function mountOperations(
  api: Hono,
  options: {
    operations: ContractOperation[];
    handlers: Handlers;
    db: Db;
    apiKey: string;
    services: Services;
  },
): void {
  const { db, apiKey, handlers, services } = options;
  const sorted = [...options.operations].sort(bySpecificity);
  for (const operation of sorted) {
    const handler = handlers[operation.operationId as OperationId] as
      | ((request: ApiRequest<OperationId>) => Promise<unknown>)
      | undefined;
    if (!handler) throw new Error(`No handler for operation ${operation.operationId}`);
    const validate = compileRequestValidator(operation);
    const honoPath = honoPathOf(operation.path);

    const handle = async (c: Context) => {
      const checked = validate({
        query: c.req.query(),
        path: c.req.param(),
        header: c.req.header(),
        body: operation.requestBody ? await jsonBodyOf(c) : undefined,
      });
      if (!checked.ok) throw fieldErrors(checked.errors);
      const { query, path, header, body } = checked.value;
      if (header['x-api-key'] !== apiKey) {
        throw new ApiError(403, 'header.X-Api-Key is not a valid API key');
      }
      const { session, client, cookies } = await sessionOf(c, db, services);
      if (operation.needsSession && session === null) {
        throw new ApiError(401, 'Unauthorized: sign in to continue');
      }
      const detail = await handler({
        query,
        path,
        header,
        body,
        culture: (header.culture as Culture | undefined) ?? 'th',
        userId: session?.userId ?? null,
        session,
        client,
        cookies,
        services,
        db,
      } as ApiRequest<OperationId>);
      return c.json(envelope(1, 'success', detail));
    };
    const method = operation.method.toUpperCase();
    if (operation.requestBody) api.on(method, honoPath, limitBody, handle);
    else api.on(method, honoPath, handle);
  }
  mountMethodNotAllowed(api, sorted);
  api.all('*', (c) =>
    c.json(envelope(0, `No API operation ${c.req.method} ${c.req.path}`, null), 404),
  );
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
      c.json(envelope(0, `${c.req.method} is not allowed here; use ${allow}`, null), 405, {
        Allow: allow,
      }),
    );
  }
}
