// The one API client: openapi-fetch over the contract's generated types. Its middleware
// sends the storefront key and the culture, answers the layout's first calls from the page
// (src/api/boot.ts), and reports every 401 to whoever listens (the session machine).
// The session itself travels in an HttpOnly cookie, which same-origin requests carry.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/storefront.d.ts';
import { readLanguage } from '../i18n/language-cookie.ts';
import { takeBootAnswer } from './boot.ts';

export const API_KEY = 'storefront-web';

/**
 * The contract declares X-Api-Key and Culture as header parameters of every operation; the
 * middleware sends them, so callers are not asked for them.
 */
type WithoutHeaderParams<Operation> = Operation extends { parameters: infer Parameters }
  ? Omit<Operation, 'parameters'> & { parameters: Omit<Parameters, 'header'> & { header?: never } }
  : Operation;
type ClientPaths = {
  [Path in keyof paths]: {
    [Method in keyof paths[Path]]: WithoutHeaderParams<paths[Path][Method]>;
  };
};

const storefrontHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set('X-Api-Key', API_KEY);
    request.headers.set('Culture', readLanguage());
    return request;
  },
};

/** A parameterless GET the server already answered in index.html is answered from there, once. */
const bootAnswers: Middleware = {
  onRequest({ request, schemaPath }) {
    if (request.method !== 'GET' || new URL(request.url).search !== '') return undefined;
    const answer = takeBootAnswer(schemaPath, readLanguage());
    return answer === undefined ? undefined : Response.json(answer);
  },
};

const unauthorizedListeners = new Set<() => void>();

/** Calls `listener` on every 401 the API answers; returns the unsubscribe. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const reportUnauthorized: Middleware = {
  onResponse({ response }) {
    if (response.status === 401) for (const listener of unauthorizedListeners) listener();
    return response;
  },
};

export const api = createClient<ClientPaths>({
  // Absolute: tests run outside a page, where a relative URL has no base.
  baseUrl: `${location.origin}/api`,
  // Read globalThis.fetch per call so tests can stub it after the client exists.
  fetch: (request) => globalThis.fetch(request),
});
api.use(storefrontHeaders, bootAnswers, reportUnauthorized);
