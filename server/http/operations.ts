// Mounts every operation of the contract on the API router: validate the request against
// the contract, check the API key and bearer token, run the handler of that operationId,
// wrap its result in the success envelope.
import type { Context, Hono } from 'hono';
import type { ContractOperation } from '../contract/contract.ts';
import { compileRequestValidator } from '../contract/request-validator.ts';
import type { Db } from '../db/client.ts';
import { ApiError, envelope } from './api-error.ts';
import { userIdOf } from './auth.ts';
import type { ApiRequest, Culture, Handlers, OperationId } from './handler.ts';

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

/** The parsed JSON body; undefined when there is none; a 400 when it is not JSON. */
async function jsonBodyOf(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'body must be valid JSON', [
      { field: 'body', message: 'must be valid JSON' },
    ]);
  }
}

export function mountOperations(
  api: Hono,
  options: { operations: ContractOperation[]; handlers: Handlers; db: Db; apiKey: string },
): void {
  const { db, apiKey, handlers } = options;
  for (const operation of [...options.operations].sort(bySpecificity)) {
    const handler = handlers[operation.operationId as OperationId] as
      | ((request: ApiRequest<OperationId>) => Promise<unknown>)
      | undefined;
    if (!handler) throw new Error(`No handler for operation ${operation.operationId}`);
    const validate = compileRequestValidator(operation);
    const honoPath = operation.path.replace(/\{(\w+)\}/g, ':$1');

    api.on(operation.method.toUpperCase(), honoPath, async (c: Context) => {
      const checked = validate({
        query: c.req.query(),
        path: c.req.param(),
        header: c.req.header(),
        body: operation.requestBody ? await jsonBodyOf(c) : undefined,
      });
      if (!checked.ok) {
        const [first] = checked.errors;
        throw new ApiError(
          400,
          first ? `${first.field} ${first.message}` : 'Bad request',
          checked.errors,
        );
      }
      const { query, path, header, body } = checked.value;
      if (header['x-api-key'] !== apiKey) {
        throw new ApiError(403, 'header.X-Api-Key is not a valid API key');
      }
      const userId = await userIdOf(db, c.req.header('authorization'));
      if (operation.needsBearer && userId === null) {
        throw new ApiError(401, 'Unauthorized: sign in to continue');
      }
      const detail = await handler({
        query,
        path,
        body,
        culture: (header.culture as Culture | undefined) ?? 'th',
        userId,
        db,
      } as ApiRequest<OperationId>);
      return c.json(envelope(1, 'success', detail));
    });
  }
}
