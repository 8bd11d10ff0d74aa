// Validates a request against its operation in the contract: query, path and headers
// arrive as strings, so Ajv coerces them to the schema's types and fills defaults; a JSON
// body keeps its own types. The result is what handlers receive. Messages are Texts, written
// in the request's Culture when the answer is (server/http/messages.ts).
import type { ErrorObject } from 'ajv/dist/2020.js';
import { createAjv } from '../contract/ajv.ts';
import type { ContractOperation, JsonSchema } from '../contract/contract.ts';
import { ajvText, msg, type Text } from './messages.ts';

export interface FieldError {
  field: string;
  message: Text;
}

export interface RequestInput {
  query: Record<string, string>;
  path: Record<string, string>;
  /** Header names lower-cased, as HTTP treats them. */
  header: Record<string, string>;
  /** Parsed JSON, or a raw body as the handler gets it; undefined when the request has none. */
  body?: unknown;
}

export type ValidatedRequest = {
  query: Record<string, unknown>;
  path: Record<string, unknown>;
  header: Record<string, unknown>;
  body: unknown;
};

export type RequestValidator = (
  input: RequestInput,
) => { ok: true; value: ValidatedRequest } | { ok: false; errors: FieldError[] };

const LOCATIONS = ['query', 'path', 'header'] as const;

/**
 * "query.pageNo must be >= 1" style messages: the field is the location and the path inside
 * it, with header names spelled as in the contract; the message is ajv-i18n's (ajvText) but
 * for the keywords said better here.
 */
function toFieldError(
  error: ErrorObject,
  prefix: string[],
  names: Map<string, string>,
): FieldError {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const segments = [...prefix, ...error.instancePath.split('/').slice(1)];
  if (missing !== undefined) segments.push(missing);
  const [location = '', name, ...rest] = segments;
  const spelled = name === undefined ? undefined : (names.get(`${location}.${name}`) ?? name);
  const field = [location, spelled, ...rest].filter((s) => s !== undefined).join('.');
  if (error.keyword === 'required') return { field, message: msg('field.required') };
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
    return { field, message: msg('field.oneOf', { allowed: allowed.map(String).join(', ') }) };
  }
  if (error.keyword === 'pattern') {
    // A regex means little to a shopper's developer; the contract's example says more.
    const [example] = ((error.parentSchema as { examples?: unknown[] }).examples ??
      []) as unknown[];
    return {
      field,
      message:
        example === undefined
          ? msg('field.format')
          : msg('field.formatExample', { example: String(example) }),
    };
  }
  return { field, message: ajvText(error) };
}

const paramsAjv = createAjv({ coerce: true, defaults: true, verbose: true });
const bodyAjv = createAjv({ coerce: false, defaults: true, verbose: true });

export function compileRequestValidator(operation: ContractOperation): RequestValidator {
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
  const validateParams = paramsAjv.compile({
    type: 'object',
    properties: Object.fromEntries(
      LOCATIONS.map((location) => [location, { type: 'object', ...locations[location] }]),
    ),
  });
  const requestBody = operation.requestBody;
  // A raw body (an image) has no JSON schema: its handler checks the bytes.
  const validateBody = requestBody?.kind === 'json' && bodyAjv.compile(requestBody.schema);

  return (input) => {
    // Ajv coerces and fills defaults in place: validate copies.
    const params = {
      query: { ...input.query },
      path: { ...input.path },
      header: { ...input.header },
    };
    const errors: FieldError[] = [];
    if (!validateParams(params)) {
      errors.push(...(validateParams.errors ?? []).map((e) => toFieldError(e, [], names)));
    }
    // Ajv fills a JSON body's defaults in place: validate a copy (raw bytes are not copied).
    const body = validateBody ? structuredClone(input.body) : input.body;
    if (requestBody && body === undefined) {
      if (requestBody.required) errors.push({ field: 'body', message: msg('field.required') });
    } else if (validateBody && !validateBody(body)) {
      errors.push(...(validateBody.errors ?? []).map((e) => toFieldError(e, ['body'], names)));
    }
    return errors.length ? { ok: false, errors } : { ok: true, value: { ...params, body } };
  };
}
