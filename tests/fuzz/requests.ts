// One arbitrary of HTTP requests per contract operation: a valid request built from the
// operation's schemas, then up to three mutations, each breaking one thing (a parameter's
// value, a missing or unknown parameter, a header, the method, the path, the body or its
// content type). A request with no mutation checks the happy path against the contract.
// Bodies follow the contract's requestBody: JSON from its schema, or for operations that take
// bytes (images) a valid file of one of its media types (media.ts), and their size limit.
import fc from 'fast-check';
import type {
  ContractOperation,
  ContractParameter,
  ContractRequestBody,
  JsonRequestBody,
} from '../../server/contract/contract.ts';
import {
  hostileBodyText,
  hostileHeaderValue,
  hostileJson,
  hostilePropertyName,
  hostileUrlValue,
  pastTheBounds,
  type RawUrlText,
  wrongContentType,
} from './hostile.ts';
import { hostileBytes, otherMediaTypes, validBytesOf } from './media.ts';
import { arbitraryOf } from './schema-arbitrary.ts';

type UrlValue = string | RawUrlText;

interface Draft {
  method: string;
  path: Record<string, UrlValue>;
  query: [UrlValue, UrlValue][];
  headers: Record<string, string>;
  /** JSON text, or bytes for an operation that takes a file. */
  body?: string | Uint8Array;
  contentType?: string;
  pathSuffix: string;
}

interface Mutation {
  label: string;
  apply: (draft: Draft) => void;
}

export interface FuzzRequest {
  method: string;
  /** Path and query, encoded, relative to the API root (`/product/list?pageNo=1`). */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** What was broken, for the failure report; empty for a valid request. */
  mutations: string[];
}

export interface RequestOptions {
  apiKey: string;
  /** A signed-in user's bearer token, sent on some requests when given. */
  sessionToken?: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** fetch refuses a body on these. */
const BODILESS = new Set(['GET', 'HEAD']);

/** Like encodeURIComponent, but a lone surrogate goes out as its (invalid) UTF-8 bytes. */
export function encodeUrlValue(value: UrlValue): string {
  if (typeof value !== 'string') return value.raw;
  return value.replace(/[\s\S]/gu, (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function validParameter(parameter: ContractParameter, options: RequestOptions) {
  if (parameter.in === 'header' && parameter.name.toLowerCase() === 'x-api-key')
    return fc.constant(options.apiKey);
  return arbitraryOf(parameter.schema).map(valueText);
}

function validDraft(operation: ContractOperation, options: RequestOptions): fc.Arbitrary<Draft> {
  const parameters = fc.record(
    Object.fromEntries(
      operation.parameters.map((p) => [`${p.in}:${p.name}`, validParameter(p, options)]),
    ),
    {
      requiredKeys: operation.parameters.filter((p) => p.required).map((p) => `${p.in}:${p.name}`),
    },
  );
  return fc.tuple(parameters, validBody(operation.requestBody)).map(([values, body]) => {
    const draft: Draft = {
      method: operation.method.toUpperCase(),
      path: {},
      query: [],
      headers: {},
      pathSuffix: '',
    };
    for (const parameter of operation.parameters) {
      const value = values[`${parameter.in}:${parameter.name}`];
      if (value === undefined) continue;
      if (parameter.in === 'path') draft.path[parameter.name] = value;
      else if (parameter.in === 'query') draft.query.push([parameter.name, value]);
      else draft.headers[parameter.name] = value;
    }
    if (body) {
      draft.body = body.body;
      draft.contentType = body.contentType;
    }
    return draft;
  });
}

/** A body the operation takes: JSON of its schema, or a valid file of one of its media types. */
function validBody(
  requestBody: ContractRequestBody | undefined,
): fc.Arbitrary<{ body: string | Uint8Array; contentType: string } | undefined> {
  if (!requestBody) return fc.constant(undefined);
  if (requestBody.kind === 'json')
    return arbitraryOf(requestBody.schema).map((value) =>
      value === undefined
        ? undefined
        : { body: JSON.stringify(value), contentType: 'application/json' },
    );
  return fc
    .constantFrom(...requestBody.mediaTypes)
    .chain((contentType) => validBytesOf(contentType).map((body) => ({ body, contentType })));
}

function parameterMutations(parameter: ContractParameter): fc.Arbitrary<Mutation>[] {
  const where = `${parameter.in}.${parameter.name}`;
  const set = (draft: Draft, value: UrlValue) => {
    if (parameter.in === 'path') draft.path[parameter.name] = value;
    else if (parameter.in === 'query') {
      draft.query = draft.query.filter(([name]) => name !== parameter.name);
      draft.query.push([parameter.name, value]);
    } else draft.headers[parameter.name] = typeof value === 'string' ? value : value.raw;
  };
  const remove = (draft: Draft) => {
    if (parameter.in === 'path') draft.path[parameter.name] = '';
    else if (parameter.in === 'query')
      draft.query = draft.query.filter(([name]) => name !== parameter.name);
    else delete draft.headers[parameter.name];
  };
  const value = fc.oneof(
    parameter.in === 'header' ? hostileHeaderValue : hostileUrlValue,
    ...pastTheBounds(parameter.schema),
  );
  const mutations = [
    value.map((v) => ({
      label: `${where} = ${JSON.stringify(v)}`,
      apply: (draft: Draft) => set(draft, v),
    })),
    fc.constant({ label: `${where} left out`, apply: remove }),
  ];
  if (parameter.in === 'query')
    mutations.push(
      fc.tuple(hostileUrlValue, hostileUrlValue).map(([a, b]) => ({
        label: `${where} given twice: ${JSON.stringify(a)}, ${JSON.stringify(b)}`,
        apply: (draft: Draft) => {
          draft.query.push([parameter.name, a], [parameter.name, b]);
        },
      })),
    );
  return mutations;
}

function requestMutations(operation: ContractOperation, options: RequestOptions) {
  const mutations: fc.Arbitrary<Mutation>[] = operation.parameters.flatMap(parameterMutations);
  mutations.push(
    fc.tuple(hostileUrlValue, hostileUrlValue).map(([name, value]) => ({
      label: `unknown query parameter ${JSON.stringify(name)} = ${JSON.stringify(value)}`,
      apply: (draft) => {
        draft.query.push([name, value]);
      },
    })),
    fc.constantFrom(...METHODS.filter((m) => m !== operation.method.toUpperCase())).map((m) => ({
      label: `method ${m}`,
      apply: (draft) => {
        draft.method = m;
        if (BODILESS.has(m)) delete draft.body;
      },
    })),
    fc.constantFrom('/', '//', '/x', '/..', '/%2F', '/;a=1').map((suffix) => ({
      label: `path + ${JSON.stringify(suffix)}`,
      apply: (draft) => {
        draft.pathSuffix = suffix;
      },
    })),
    fc
      .tuple(
        fc.constantFrom('x-api-key', 'culture', 'authorization', 'accept-encoding', 'cookie'),
        hostileHeaderValue,
      )
      .map(([name, value]) => ({
        label: `header ${name}: ${JSON.stringify(value)}`,
        apply: (draft) => {
          draft.headers[name] = value;
        },
      })),
    fc
      .constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a b', 'bearer x')
      .map((value) => ({
        label: `authorization: ${JSON.stringify(value)}`,
        apply: (draft) => {
          draft.headers.Authorization = value;
        },
      })),
  );
  if (options.sessionToken) {
    const token = options.sessionToken;
    mutations.push(
      fc.constant({
        label: 'signed in',
        apply: (draft) => {
          draft.headers.Authorization = `Bearer ${token}`;
        },
      }),
    );
  }
  if (operation.requestBody?.kind === 'json')
    mutations.push(...jsonBodyMutations(operation.requestBody));
  else if (operation.requestBody) mutations.push(...rawBodyMutations(operation.requestBody));
  return mutations;
}

/**
 * The body as an object to set a property on: a fresh one when it is not a JSON object, or is
 * a large one (a body nested thousands deep is a mutation of its own; rebuilding it here would
 * only overflow the stack of JSON.stringify).
 */
function bodyObjectOf(text: string | Uint8Array | undefined): Record<string, unknown> {
  if (typeof text !== 'string' || text.length > 2000) return {};
  try {
    const value = text === undefined ? undefined : JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** A mutation of the body, skipped when another one made the method bodiless. */
const bodyMutation =
  (requestBody: ContractRequestBody) =>
  (label: string, apply: (draft: Draft) => void): Mutation => ({
    label,
    apply: (draft) => {
      if (BODILESS.has(draft.method)) return;
      draft.contentType ??= requestBody.mediaTypes[0];
      apply(draft);
    },
  });

/** The sizes past the operation's limit (its x-max-bytes). */
const oversized = (requestBody: ContractRequestBody) =>
  fc.integer({ min: requestBody.maxBytes + 1, max: requestBody.maxBytes + 240_000 });

/** Bodies and body headers an operation that takes a file must refuse. */
function rawBodyMutations(requestBody: ContractRequestBody): fc.Arbitrary<Mutation>[] {
  const withBody = bodyMutation(requestBody);
  return [
    hostileBytes.map(({ label, bytes }) =>
      withBody(`body bytes: ${label}`, (draft) => {
        draft.body = bytes;
      }),
    ),
    fc
      .oneof(fc.constantFrom(...requestBody.mediaTypes), otherMediaTypes, wrongContentType)
      .map((type) =>
        withBody(`content-type ${JSON.stringify(type)}`, (draft) => {
          draft.contentType = type;
        }),
      ),
    oversized(requestBody).map((size) =>
      withBody(`body of ${size} bytes`, (draft) => {
        const bytes = new Uint8Array(size);
        // Starts as the valid file did: only its size is wrong.
        if (draft.body instanceof Uint8Array) bytes.set(draft.body.subarray(0, size));
        draft.body = bytes;
      }),
    ),
    fc.constant(
      withBody('body empty', (draft) => {
        draft.body = new Uint8Array(0);
      }),
    ),
    fc.constant(
      withBody('body left out', (draft) => {
        delete draft.body;
      }),
    ),
  ];
}

function jsonBodyMutations(requestBody: JsonRequestBody): fc.Arbitrary<Mutation>[] {
  const properties = Object.keys(
    (requestBody.schema.properties as Record<string, unknown> | undefined) ?? {},
  );
  const propertyName = properties.length
    ? fc.oneof(fc.constantFrom(...properties), hostilePropertyName)
    : hostilePropertyName;
  const withBody = bodyMutation(requestBody);
  return [
    hostileJson.map((value) =>
      withBody(`body = ${JSON.stringify(value)?.slice(0, 200)}`, (draft) => {
        draft.body = JSON.stringify(value);
      }),
    ),
    fc.tuple(propertyName, hostileJson).map(([name, value]) =>
      withBody(`body.${name} = ${JSON.stringify(value)?.slice(0, 200)}`, (draft) => {
        const object = bodyObjectOf(draft.body);
        Object.defineProperty(object, name, { value, enumerable: true });
        draft.body = JSON.stringify(object);
      }),
    ),
    hostileBodyText.map((text) =>
      withBody(`body text ${JSON.stringify(text.slice(0, 200))}`, (draft) => {
        draft.body = text;
      }),
    ),
    wrongContentType.map((type) =>
      withBody(`content-type ${JSON.stringify(type)}`, (draft) => {
        draft.contentType = type;
      }),
    ),
    oversized(requestBody).map((size) =>
      withBody(`body of ${size} bytes`, (draft) => {
        draft.body = JSON.stringify({ padding: 'x'.repeat(size) });
      }),
    ),
    fc.constant(
      withBody('body left out', (draft) => {
        delete draft.body;
      }),
    ),
  ];
}

function toRequest(operation: ContractOperation, draft: Draft, labels: string[]): FuzzRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeUrlValue(draft.path[name] ?? ''),
  );
  const query = draft.query
    .map(([name, value]) => `${encodeUrlValue(name)}=${encodeUrlValue(value)}`)
    .join('&');
  const headers = { ...draft.headers };
  if (draft.body !== undefined && draft.contentType !== undefined)
    headers['Content-Type'] = draft.contentType;
  return {
    method: draft.method,
    url: `${path}${draft.pathSuffix}${query ? `?${query}` : ''}`,
    headers,
    ...(draft.body !== undefined && !BODILESS.has(draft.method) ? { body: draft.body } : {}),
    mutations: labels,
  };
}

/**
 * Node refuses a request head (request line and headers) over 16 kB with its own 431 before
 * the app sees it, so several long values together stay under that.
 */
export const MAX_HEAD_BYTES = 14_000;

const headBytes = (request: FuzzRequest) =>
  Buffer.byteLength(request.url) +
  Object.entries(request.headers).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + Buffer.byteLength(value, 'latin1') + 4,
    0,
  );

/** Requests for `operation`: valid ones, and ones with one to three things broken. */
export function requestArbitrary(
  operation: ContractOperation,
  options: RequestOptions,
): fc.Arbitrary<FuzzRequest> {
  const mutation = fc.oneof(...requestMutations(operation, options));
  return fc
    .tuple(validDraft(operation, options), fc.array(mutation, { maxLength: 3 }))
    .map(([draft, mutations]) => {
      const copy: Draft = structuredClone(draft);
      for (const m of mutations) m.apply(copy);
      return toRequest(
        operation,
        copy,
        mutations.map((m) => m.label),
      );
    })
    .filter((request) => headBytes(request) <= MAX_HEAD_BYTES);
}
