// Kept answers sent straight from Node's request, before Hono sees it: a GET of the API with
// the storefront key, written exactly as a request the API checked and answered from its
// cache before (AnswerCache.remember), whose answer is still kept. Routing, validation and the
// middleware cost several times what sending the bytes does; under a flash sale's reads that
// was most of the server's time. Anything else, and any miss, goes the long way, unchanged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type AnswerCache,
  bodyIn,
  encodingFor,
  holds,
  type KeptAnswer,
  type KeptEncoding,
  keptHeaders,
  requestKeyOf,
} from './answer-cache.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/** Each kept answer's headers as Node writes them fastest, a flat list, made once per encoding. */
const headerLists = new WeakMap<KeptAnswer, Partial<Record<KeptEncoding, string[]>>>();

function headerList(answer: KeptAnswer, encoding: KeptEncoding): string[] {
  const lists = headerLists.get(answer) ?? {};
  headerLists.set(answer, lists);
  let list = lists[encoding];
  if (!list) {
    const headers = {
      ...SECURITY_HEADERS,
      ...keptHeaders(answer, encoding),
      'Content-Length': String(bodyIn(answer, encoding).byteLength),
    };
    list = Object.entries(headers).flat();
    lists[encoding] = list;
  }
  return list;
}

export function answeringKept(cache: AnswerCache, apiKey: string, next: Listener): Listener {
  return (request, response) => {
    const { method, url, headers } = request;
    if (method === 'GET' && url?.startsWith('/api/') && headers['x-api-key'] === apiKey) {
      const answer = cache.keptFor(requestKeyOf(url, single(headers.culture)));
      if (answer && holds(headers['if-none-match'], answer)) {
        response.writeHead(304, { ...SECURITY_HEADERS, ...keptHeaders(answer, 'identity') });
        response.end();
        return;
      }
      if (answer) {
        const encoding = encodingFor(answer, single(headers['accept-encoding']));
        response.writeHead(200, headerList(answer, encoding));
        response.end(bodyIn(answer, encoding));
        return;
      }
    }
    return next(request, response);
  };
}
