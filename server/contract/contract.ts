// Reads openapi/storefront.yaml once and turns it into plain operation records with every
// `$ref` inlined, so the request validator, the router and the contract tests all work
// from the same source of truth without an OpenAPI library.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type JsonSchema = Record<string, unknown>;

export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** Bodies are JSON documents of at most this many bytes unless the contract says `x-max-bytes`. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

interface BodyRules {
  required: boolean;
  /** The media types the contract lists for the body, e.g. `application/json`. */
  mediaTypes: string[];
  /** The largest body taken: the requestBody's `x-max-bytes`, DEFAULT_MAX_BODY_BYTES without. */
  maxBytes: number;
}

/** A JSON document, validated against its schema. */
export interface JsonRequestBody extends BodyRules {
  kind: 'json';
  schema: JsonSchema;
}

/** Bytes as they are (an image), of one of `mediaTypes`; the handler checks what they hold. */
export interface RawRequestBody extends BodyRules {
  kind: 'raw';
}

export type ContractRequestBody = JsonRequestBody | RawRequestBody;

export interface ContractOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. `/product/{urlKey}`. */
  path: string;
  parameters: ContractParameter[];
  /** The request body, when the operation takes one. */
  requestBody?: ContractRequestBody;
  /** Response body schema by status code ('200', '400', ...). */
  responses: Record<string, JsonSchema>;
  /**
   * The operation needs a session: the `token` cookie or `Authorization: Bearer <token>`.
   * Operations whose security also lists `{}` take guests: the session is then optional.
   */
  needsSession: boolean;
}

const SPEC_FILE = fileURLToPath(new URL('../../openapi/storefront.yaml', import.meta.url));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function lookup(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
}

/** Replaces every `{ $ref }` by its target (the contract has no recursive schemas). */
function inline(node: unknown, document: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, document));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  if (typeof $ref === 'string')
    return inline({ ...(lookup(document, $ref) as object), ...rest }, document);
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inline(value, document)]),
  );
}

const readDocument = (file: string) => parse(readFileSync(file, 'utf8'));

const JSON_MEDIA_TYPE = 'application/json';

interface RawRequestBodyObject {
  required?: boolean;
  'x-max-bytes'?: number;
  content?: Record<string, { schema?: JsonSchema }>;
}

/**
 * The body rules of an operation: a JSON body (the contract's schema), or raw bytes when every
 * media type listed is another (images). An operation listing both is refused at load.
 */
function requestBodyOf(operationId: string, raw: RawRequestBodyObject): ContractRequestBody {
  const mediaTypes = Object.keys(raw.content ?? {}).map((type) => type.toLowerCase());
  const maxBytes = raw['x-max-bytes'] ?? DEFAULT_MAX_BODY_BYTES;
  if (!mediaTypes.length || !Number.isInteger(maxBytes) || maxBytes < 1)
    throw new Error(`${operationId}: a request body needs media types and a positive x-max-bytes`);
  const rules = { required: raw.required === true, mediaTypes, maxBytes };
  const json = raw.content?.[JSON_MEDIA_TYPE];
  if (!json) return { kind: 'raw', ...rules };
  if (mediaTypes.length > 1)
    throw new Error(`${operationId}: a JSON request body takes application/json alone`);
  return { kind: 'json', ...rules, schema: json.schema ?? {} };
}

/** The contract's named schemas (`components.schemas`), every `$ref` inlined. */
export function loadSchemas(file = SPEC_FILE): Record<string, JsonSchema> {
  const document = readDocument(file);
  return inline(document.components.schemas, document) as Record<string, JsonSchema>;
}

export function loadContract(file = SPEC_FILE): ContractOperation[] {
  const document = readDocument(file);
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries<Record<string, unknown>>(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const op = inline(raw, document) as {
        operationId: string;
        parameters?: ContractParameter[];
        requestBody?: RawRequestBodyObject;
        responses: Record<string, { content?: { 'application/json'?: { schema: JsonSchema } } }>;
        security?: Record<string, unknown>[];
      };
      const security: Record<string, unknown>[] = op.security ?? document.security ?? [];
      operations.push({
        operationId: op.operationId,
        method,
        path,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, required: p.required === true })),
        ...(op.requestBody ? { requestBody: requestBodyOf(op.operationId, op.requestBody) } : {}),
        responses: Object.fromEntries(
          Object.entries(op.responses).map(([status, response]) => [
            status,
            response.content?.['application/json']?.schema ?? {},
          ]),
        ),
        // Security requirements are alternatives: an empty one (`{}`) lets a guest in too.
        needsSession:
          security.some(
            (requirement) => 'bearerAuth' in requirement || 'cookieAuth' in requirement,
          ) && !security.some((requirement) => Object.keys(requirement).length === 0),
      });
    }
  }
  return operations;
}
