// What every answer to a fuzzed request must be: quick, never a 5xx, and either the
// operation's own 200 body or one of the contract's refusals with a message. A 200 is
// checked against the operation's schema, so the fuzz run is also a contract test of
// every happy path it stumbles on.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createAjv } from '../../server/contract/ajv.ts';
import { type ContractOperation, loadSchemas } from '../../server/contract/contract.ts';

/**
 * The refusals any operation may answer; an operation may also answer the 4xx it declares
 * itself (the cart's 409). Anything else (a 5xx above all) fails the run.
 */
export const REFUSALS = [400, 401, 403, 404, 405, 413, 429] as const;

/** Whether `status` is a refusal `operation` may answer, by REFUSALS or its own responses. */
export const isRefusal = (operation: ContractOperation, status: number): boolean =>
  (REFUSALS as readonly number[]).includes(status) ||
  (status >= 400 && status < 500 && String(status) in operation.responses);

export const TIME_LIMIT_MS = 2000;

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  ms: number;
}

const ajv = createAjv({ coerce: false, defaults: false });
const compiled = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: () => object): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema());
    compiled.set(key, validate);
  }
  return validate;
}

let schemas: ReturnType<typeof loadSchemas> | undefined;
const refusalSchema = (status: number) => {
  schemas ??= loadSchemas();
  const schema = schemas[status === 400 ? 'ValidationErrorEnvelope' : 'ErrorEnvelope'];
  if (!schema) throw new Error('The contract lost its error envelopes');
  return schema;
};

/** The problems with `answer`; empty when it is what the contract promises. */
export function judge(operation: ContractOperation, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.ms > TIME_LIMIT_MS) problems.push(`took ${Math.round(answer.ms)} ms`);
  const refusal = isRefusal(operation, answer.status);
  if (answer.status !== 200 && !refusal) {
    problems.push(`answered ${answer.status}`);
    return problems;
  }
  if (!answer.contentType.startsWith('application/json')) {
    problems.push(`answered ${answer.status} as ${answer.contentType || 'no content type'}`);
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    problems.push(`answered ${answer.status} with a body that is not JSON`);
    return problems;
  }
  // The operation's own schema when it declares the status, the generic envelope otherwise.
  const declared = operation.responses[String(answer.status)];
  const validate =
    declared && Object.keys(declared).length
      ? validatorFor(`${operation.operationId} ${answer.status}`, () => declared)
      : answer.status === 200
        ? undefined
        : validatorFor(`refusal ${answer.status}`, () => refusalSchema(answer.status));
  if (!validate) problems.push(`answered 200, which ${operation.operationId} does not declare`);
  else if (!validate(body)) {
    const findings = (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '(body)'} ${e.message}`)
      .join('; ');
    problems.push(`answered ${answer.status} off the contract: ${findings}`);
  }
  if (refusal && !(body as { message?: unknown }).message)
    problems.push(`refused with ${answer.status} but no message`);
  return problems;
}
