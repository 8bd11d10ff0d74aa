import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/storefront.d.ts';
import { readLanguage } from '../i18n/language-cookie.ts';
import { clearTokenCookies, readToken } from '../session/token-cookies.ts';

/**
 * The contract declares X-Api-Key and Culture as header parameters of every operation;
 * the middleware below sends them, so callers are not asked for them.
 */
type WithoutHeaderParams<T> = T extends { parameters: infer P }
  ? Omit<T, 'parameters'> & { parameters: Omit<P, 'header'> & { header?: never } }
  : T;
export type ApiPaths = {
  [Path in keyof paths]: {
    [Method in keyof paths[Path]]: WithoutHeaderParams<paths[Path][Method]>;
  };
};

export const API_KEY = 'storefront-web';

let onUnauthorized = () => window.location.assign('/401');

/** The app points this at its router so a 401 is a client-side navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const storefrontHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set('X-Api-Key', API_KEY);
    request.headers.set('Culture', readLanguage());
    const token = readToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ response }) {
    if (response.status === 401) {
      clearTokenCookies();
      onUnauthorized();
    }
    return response;
  },
};

export const api = createClient<ApiPaths>({
  // openapi-fetch needs an absolute base outside the browser (tests run in Node).
  baseUrl: new URL('/api', location.origin).href,
  // Read globalThis.fetch per call so tests can stub it after the client exists.
  fetch: (request) => globalThis.fetch(request),
});
api.use(storefrontHeaders);

export type ApiClient = typeof api;
