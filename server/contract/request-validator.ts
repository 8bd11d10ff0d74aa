// Validates a request's query, path and headers against its operation's parameters in
// the contract. Values arrive as strings, so Ajv coerces them to the schema's types and
// fills defaults; the result is what handlers receive.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { createAjv } from './ajv.ts';
import type { ContractOperation, JsonSchema } from './contract.ts';

export interface FieldError {
  field: string;
  message: string;
}

export interface RequestInput {
  query: Record<string, string>;
  path: Record<string, string>;
  /** Header names lower-cased, as HTTP treats them. */
  header: Record<string, string>;
}

export type ValidatedRequest = {
  query: Record<string, unknown>;
  path: Record<string, unknown>;
  header: Record<string, unknown>;
};

export type RequestValidator = (
  input: RequestInput,
) => { ok: true; value: ValidatedRequest } | { ok: false; errors: FieldError[] };

const LOCATIONS = ['query', 'path', 'header'] as const;

/** "query.pageNo must be >= 1" style messages, with the contract's parameter spelling. */
function toFieldError(error: ErrorObject, names: Map<string, string>): FieldError {
  const [location, key] = error.instancePath.split('/').slice(1);
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const name = key ?? missing ?? '';
  const field = `${location}.${names.get(`${location}.${name}`) ?? name}`;
  if (error.keyword === 'required') return { field, message: 'is required' };
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
    return { field, message: `must be one of: ${allowed.join(', ')}` };
  }
  if (error.keyword === 'pattern') {
    // A regex means little to a shopper's developer; the contract's example says more.
    const [example] = ((error.parentSchema as { examples?: unknown[] }).examples ??
      []) as unknown[];
    return {
      field,
      message:
        example === undefined ? 'has an invalid format' : `has an invalid format, e.g. ${example}`,
    };
  }
  return { field, message: error.message ?? 'is invalid' };
}

export function compileRequestValidator(
  operation: ContractOperation,
  ajv = createAjv({ coerce: true, verbose: true }),
): RequestValidator {
  const names = new Map<string, string>();
  const locations: Record<string, { properties: Record<string, JsonSchema>; required: string[] }> =
    {
      query: { properties: {}, required: [] },
      path: { properties: {}, required: [] },
      header: { properties: {}, required: [] },
    };
  for (const parameter of operation.parameters) {
    const key = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
    names.set(`${parameter.in}.${key}`, parameter.name);
    const location = locations[parameter.in];
    if (!location) continue;
    location.properties[key] = parameter.schema;
    if (parameter.required) location.required.push(key);
  }
  const validate = ajv.compile({
    type: 'object',
    properties: Object.fromEntries(
      LOCATIONS.map((location) => [location, { type: 'object', ...locations[location] }]),
    ),
  });
  return (input) => {
    // Ajv coerces and fills defaults in place: validate a copy.
    const value = {
      query: { ...input.query },
      path: { ...input.path },
      header: { ...input.header },
    };
    if (validate(value)) return { ok: true, value };
    return { ok: false, errors: (validate.errors ?? []).map((e) => toFieldError(e, names)) };
  };
}
