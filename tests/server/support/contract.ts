// Checks a response body against the contract's schema for its operation and status, so
// every call a server test makes is also a contract test.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createAjv } from '../../../server/contract/ajv.ts';
import { loadContract } from '../../../server/contract/contract.ts';

export const operations = loadContract();
const ajv = createAjv({ coerce: false, defaults: false });
const compiled = new Map<string, ValidateFunction>();

/** Throws with Ajv's findings when `body` is not what the contract promises. */
export function assertMatchesContract(operationId: string, status: number, body: unknown): void {
  const operation = operations.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  const key = `${operationId} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    const schema = operation.responses[String(status)];
    if (!schema) throw new Error(`The contract declares no ${status} response for ${operationId}`);
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .map((e) => `${e.instancePath || '(body)'} ${e.message}`)
      .join('; ');
    throw new Error(`${key} does not match the contract: ${problems}`);
  }
}
