// A typed GET client over the contract's generated types, on fetch itself: the SPA only
// reads, and openapi-fetch cost ~2.3 kB gz of the first-load budget for that.
import type { paths } from '../../openapi/storefront.d.ts';
import { readLanguage } from '../i18n/language-cookie.ts';
import { clearTokenCookies, readToken } from '../session/token-cookies.ts';
import { takeBootAnswer } from './boot.ts';

export const API_KEY = 'storefront-web';

/** Paths with a GET operation. */
type GetPath = { [P in keyof paths]: paths[P]['get'] extends undefined ? never : P }[keyof paths];
type GetOperation<P extends GetPath> = NonNullable<paths[P]['get']>;

/**
 * The path and query parameters of a GET. The contract also declares X-Api-Key and Culture
 * as header parameters of every operation; the client sends them, so callers are not asked.
 */
type ParamsOf<O> = O extends { parameters: infer P } ? Omit<P, 'header' | 'cookie'> : never;
type AllOptional<T> = Partial<T> extends T ? true : false;
type RequestOptions<O> = { signal?: AbortSignal } & (AllOptional<ParamsOf<O>> extends true
  ? { params?: ParamsOf<O> }
  : { params: ParamsOf<O> });

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Responses<O> = O extends { responses: infer R } ? R : never;
type SuccessOf<O> = JsonOf<Responses<O>[200 & keyof Responses<O>]>;
type FailureOf<O> = JsonOf<Responses<O>[Exclude<keyof Responses<O>, 200>]>;

/** What a GET answers: the 200 body as `data`, any other JSON body as `error`. */
export type FetchResult<O> =
  | { data: SuccessOf<O>; error?: undefined; response: Response }
  | { data?: undefined; error: FailureOf<O> | undefined; response: Response };

let onUnauthorized = () => window.location.assign('/401');

/** The app points this at its router so a 401 is a client-side navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
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

async function get<P extends GetPath>(
  path: P,
  ...[options]: AllOptional<RequestOptions<GetOperation<P>>> extends true
    ? [RequestOptions<GetOperation<P>>?]
    : [RequestOptions<GetOperation<P>>]
): Promise<FetchResult<GetOperation<P>>> {
  const culture = readLanguage();
  if (!options?.params) {
    const answer = takeBootAnswer(path, culture);
    if (answer !== undefined) {
      return { data: answer as SuccessOf<GetOperation<P>>, response: new Response(null) };
    }
  }
  const headers = new Headers({ 'X-Api-Key': API_KEY, Culture: culture });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const request = new Request(urlOf(path, options?.params as Params | undefined), {
    headers,
    signal: options?.signal ?? null,
  });
  // Read globalThis.fetch per call so tests can stub it after the client exists.
  const response = await globalThis.fetch(request);
  if (response.status === 401) {
    clearTokenCookies();
    onUnauthorized();
  }
  const body = response.headers.get('Content-Type')?.includes('json')
    ? await response.json()
    : undefined;
  return response.ok ? { data: body, response } : { error: body, response };
}

export const api = { GET: get };
