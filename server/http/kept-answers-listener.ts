// Kept answers sent straight from Node's request, before Hono sees it: a GET of the API with
// the storefront key, written exactly as a request the API checked and answered from its
// cache before (AnswerCache.remember), whose answer is still kept. Routing, validation and the
// middleware cost several times what sending the bytes does; under a flash sale's reads that
// was most of the server's time. Anything else, and any miss, goes the long way, unchanged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AnswerCache, keptResponse, requestKeyOf } from './answer-cache.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

export function answeringKept(cache: AnswerCache, apiKey: string, next: Listener): Listener {
  return (request, response) => {
    const { method, url, headers } = request;
    if (method === 'GET' && url?.startsWith('/api/') && headers['x-api-key'] === apiKey) {
      const answer = cache.keptFor(requestKeyOf(url, single(headers.culture)));
      if (answer) {
        const sent = keptResponse(
          answer,
          headers['if-none-match'],
          single(headers['accept-encoding']),
        );
        const length = sent.body ? { 'Content-Length': String(sent.body.byteLength) } : {};
        response.writeHead(sent.status, { ...SECURITY_HEADERS, ...sent.headers, ...length });
        response.end(sent.body ?? undefined);
        return;
      }
    }
    return next(request, response);
  };
}
