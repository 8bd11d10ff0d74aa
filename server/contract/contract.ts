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

export interface ContractOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. `/product/{urlKey}`. */
  path: string;
  parameters: ContractParameter[];
  /** The JSON request body, when the operation takes one. */
  requestBody?: { required: boolean; schema: JsonSchema };
  /** Response body schema by status code ('200', '400', ...). */
  responses: Record<string, JsonSchema>;
  /** The operation needs a session: the `token` cookie or `Authorization: Bearer <token>`. */
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
        requestBody?: {
          required?: boolean;
          content?: { 'application/json'?: { schema: JsonSchema } };
        };
        responses: Record<string, { content?: { 'application/json'?: { schema: JsonSchema } } }>;
        security?: Record<string, unknown>[];
      };
      const security: Record<string, unknown>[] = op.security ?? document.security ?? [];
      operations.push({
        operationId: op.operationId,
        method,
        path,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, required: p.required === true })),
        ...(op.requestBody?.content?.['application/json']
          ? {
              requestBody: {
                required: op.requestBody.required === true,
                schema: op.requestBody.content['application/json'].schema,
              },
            }
          : {}),
        responses: Object.fromEntries(
          Object.entries(op.responses).map(([status, response]) => [
            status,
            response.content?.['application/json']?.schema ?? {},
          ]),
        ),
        needsSession: security.some(
          (requirement) => 'bearerAuth' in requirement || 'cookieAuth' in requirement,
        ),
      });
    }
  }
  return operations;
}
