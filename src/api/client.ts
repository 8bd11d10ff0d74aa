// The one API client: typed calls over fetch, on the contract's generated `paths` types (an
// unknown path, a missing path param, an unknown query param or a wrong body is a type
// error), with openapi-fetch's call shape; a body of bytes (an image) is a Blob sent as it
// is. It sends the storefront key and the culture, answers the layout's first calls from the
// page (src/api/boot.ts), and reports every 401 to whoever listens (the session machine).
// The session travels in an HttpOnly cookie, which same-origin requests carry. Not
// openapi-fetch itself: it cost 1.6 kB gz more of the first-load budget than this (README,
// "Where we differ").
import type { paths } from '../../openapi/storefront.d.ts';
import { readLanguage } from '../i18n/language-cookie.ts';
import { takeBootAnswer } from './boot.ts';

export const API_KEY = 'storefront-web';

type Method = 'get' | 'post' | 'put' | 'delete';
type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/**
 * The path and query parameters. The contract also declares X-Api-Key and Culture as header
 * parameters of every operation; the client sends them, so callers are not asked.
 */
type ParamsOf<O> = O extends { parameters: infer P } ? Omit<P, 'header' | 'cookie'> : never;
/** JSON for a JSON body; a Blob (a File) for a body of bytes, sent as its own type. */
type BodyOf<O> = O extends { requestBody: { content: infer C } }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : Blob
  : never;
type AllOptional<T> = Partial<T> extends T ? true : false;
type RequestOptions<O> = { signal?: AbortSignal } & (AllOptional<ParamsOf<O>> extends true
  ? { params?: ParamsOf<O> }
  : { params: ParamsOf<O> }) &
  ([BodyOf<O>] extends [never] ? { body?: undefined } : { body: BodyOf<O> });
type Options<O> =
  AllOptional<RequestOptions<O>> extends true ? [RequestOptions<O>?] : [RequestOptions<O>];

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Responses<O> = O extends { responses: infer R } ? R : never;
type SuccessOf<O> = JsonOf<Responses<O>[200 & keyof Responses<O>]>;
type FailureOf<O> = JsonOf<Responses<O>[Exclude<keyof Responses<O>, 200>]>;

/** What a call answers: the 200 body as `data`, any other JSON body as `error`. */
export type FetchResult<O> =
  | { data: SuccessOf<O>; error?: undefined; response: Response }
  | { data?: undefined; error: FailureOf<O> | undefined; response: Response };

const unauthorizedListeners = new Set<() => void>();

/** Calls `listener` on every 401 the API answers; returns the unsubscribe. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Params = { path?: Record<string, unknown>; query?: Record<string, unknown> };

function urlOf(path: string, params: Params = {}): URL {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params.path?.[name])),
  );
  // An absolute URL: tests run outside a page, where a relative one has no base.
  const url = new URL(`/api${filled}`, location.origin);
  for (const [name, value] of Object.entries(params.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url;
}

async function call(
  method: Method,
  path: string,
  options: { params?: Params; body?: unknown; signal?: AbortSignal } = {},
): Promise<{ data?: unknown; error?: unknown; response: Response }> {
  const culture = readLanguage();
  if (method === 'get' && !options.params) {
    const answer = takeBootAnswer(path, culture);
    if (answer !== undefined) return { data: answer, response: new Response(null) };
  }
  const headers = new Headers({ 'X-Api-Key': API_KEY, Culture: culture });
  const sent = options.body;
  const bytes = sent instanceof Blob;
  if (sent !== undefined) headers.set('Content-Type', bytes ? sent.type : 'application/json');
  const request = new Request(urlOf(path, options.params), {
    method: method.toUpperCase(),
    headers,
    body: sent === undefined ? null : bytes ? sent : JSON.stringify(sent),
    signal: options.signal ?? null,
  });
  // Read globalThis.fetch per call so tests can stub it after the client exists.
  const response = await globalThis.fetch(request);
  if (response.status === 401) for (const listener of unauthorizedListeners) listener();
  const body = response.headers.get('Content-Type')?.includes('json')
    ? await response.json()
    : undefined;
  return response.ok ? { data: body, response } : { error: body, response };
}

function caller<M extends Method>(method: M) {
  return <P extends PathWith<M>>(
    path: P,
    ...[options]: Options<Operation<P, M>>
  ): Promise<FetchResult<Operation<P, M>>> =>
    call(method, path, options as Parameters<typeof call>[2]) as Promise<
      FetchResult<Operation<P, M>>
    >;
}

export const api = {
  GET: caller('get'),
  POST: caller('post'),
  PUT: caller('put'),
  DELETE: caller('delete'),
};
