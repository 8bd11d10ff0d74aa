// Handlers are keyed by the contract's operationId and typed from the generated
// openapi/storefront.d.ts, so a handler that returns the wrong shape fails to compile.
import type { operations } from '../../openapi/storefront.d.ts';
import type { Db } from '../db/client.ts';

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

type Body<Op extends OperationId> = operations[Op] extends { requestBody?: infer B }
  ? JsonBody<NonNullable<B>>
  : never;

export interface ApiRequest<Op extends OperationId> {
  /** Validated against the contract, coerced to its types, defaults filled in. */
  query: Params<Op, 'query'>;
  path: Params<Op, 'path'>;
  /** The JSON body, validated (operations without one get undefined). */
  body: Body<Op>;
  culture: Culture;
  /** The bearer token's user, null when there is none (operations that need one get 401 first). */
  userId: number | null;
  db: Db;
}

export type Handler<Op extends OperationId> = (request: ApiRequest<Op>) => Promise<Detail<Op>>;
export type Handlers = { [Op in OperationId]: Handler<Op> };
