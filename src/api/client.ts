// The one API client: openapi-fetch on the contract's generated `paths` types (an unknown
// path, a missing path param, an unknown query param or a wrong body is a type error). Its
// middleware sends the storefront key and the culture, answers the layout's first calls from
// the page (src/api/boot.ts), and reports every 401 to whoever listens (the session machine).
// The session travels in an HttpOnly cookie, which same-origin requests carry.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/storefront.d.ts';
import { readLanguage } from '../i18n/language-cookie.ts';
import { takeBootAnswer } from './boot.ts';

export const API_KEY = 'storefront-web';

/**
 * The contract as the SPA calls it. Every operation declares X-Api-Key and Culture as header
 * parameters; the middleware sends them, so callers are not asked. A body of bytes (an image)
 * is a Blob, sent through {@link bytesBody}.
 */
type AsCalled<O> = {
  [K in keyof O]: K extends 'parameters'
    ? Omit<O[K], 'header'>
    : K extends 'requestBody'
      ? BytesAsBlob<O[K]>
      : O[K];
};
type BytesAsBlob<B> = B extends { content: infer C }
  ? 'application/json' extends keyof C
    ? B
    : { content: { [Type in keyof C]: Blob } }
  : B;
type ClientPaths = {
  [P in keyof paths]: {
    [M in keyof paths[P]]: M extends 'parameters' ? paths[P][M] : AsCalled<paths[P][M]>;
  };
};

const unauthorizedListeners = new Set<() => void>();

/** Calls `listener` on every 401 the API answers; returns the unsubscribe. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const storefront: Middleware = {
  onRequest({ request, schemaPath, params }) {
    const culture = readLanguage();
    if (request.method === 'GET' && !params.path && !params.query) {
      const answer = takeBootAnswer(schemaPath, culture);
      if (answer !== undefined) return Response.json(answer);
    }
    request.headers.set('X-Api-Key', API_KEY);
    request.headers.set('Culture', culture);
    return request;
  },
  onResponse({ response }) {
    if (response.status === 401) for (const listener of unauthorizedListeners) listener();
  },
};

/** Where the calls go: the network, or the server's own API while it draws a first screen. */
let transport = (request: Request): Promise<Response> => globalThis.fetch(request);

/** The server's render of a first screen answers the calls in its own process. */
export function answerCallsWith(answer: (request: Request) => Promise<Response>): void {
  transport = answer;
}

export const api = createClient<ClientPaths>({
  // Absolute: tests run outside a page, where a relative URL has no base; so does the server's
  // render of a first screen, whose transport reads only the path.
  baseUrl:
    typeof location === 'undefined' ? 'http://first-screen.invalid/api' : `${location.origin}/api`,
  // Read per call so tests can stub globalThis.fetch after the client exists.
  fetch: (request) => transport(request),
});
api.use(storefront);

/** Sends `blob` (a chosen photo) as its own bytes and type, not as JSON. */
export function bytesBody<B extends Blob>(blob: B) {
  return {
    body: blob,
    headers: { 'Content-Type': blob.type },
    bodySerializer: (body: B) => body,
  };
}
