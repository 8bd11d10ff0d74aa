// Answers compressed by what the client takes: Brotli when it prefers it (or as much as
// gzip), else gzip through hono's compress, else as they are. Files of dist/ come compressed
// already (scripts/precompress.mjs) and pass through untouched, as does anything under 1 kB,
// an image, or an answer that says no-transform. Brotli runs at quality 4 here: on an answer
// made per request it compresses about as fast as gzip's default and a little smaller.
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Smaller answers go as they are: the encoding's framing would eat most of the gain. */
export const THRESHOLD = 1024;
const BROTLI_QUALITY = 4;

/** The weight the Accept-Encoding header gives an encoding (its q, 1 without; 0 when absent). */
export function encodingWeight(header: string, encoding: string): number {
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== encoding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return Number.isFinite(weight) ? weight : 0;
  }
  return 0;
}

/** Whether Brotli is the client's choice: it takes Brotli at least as much as gzip. */
export function wantsBrotli(header: string): boolean {
  const br = encodingWeight(header, 'br');
  return br > 0 && br >= encodingWeight(header, 'gzip');
}

function brotliApplies(c: Context): boolean {
  const { res } = c;
  const length = res.headers.get('Content-Length');
  const type = res.headers.get('Content-Type') ?? '';
  return (
    res.body !== null &&
    res.status !== 206 &&
    c.req.method !== 'HEAD' &&
    !res.headers.has('Content-Encoding') &&
    !(length && Number(length) < THRESHOLD) &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
  );
}

export function compression(): MiddlewareHandler {
  const gzip = compress({ encoding: 'gzip', threshold: THRESHOLD });
  return async (c, next) => {
    const accepted = c.req.header('accept-encoding');
    // Reading the finished response's headers turns @hono/node-server's light response into
    // a full one: a client that takes no encoding skips all of it.
    if (!accepted) return next();
    if (!wantsBrotli(accepted)) return gzip(c, next);
    await next();
    if (!brotliApplies(c)) return;
    const brotli = createBrotliCompress({
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    const { readable, writable } = Duplex.toWeb(brotli);
    c.res = new Response((c.res.body as ReadableStream).pipeThrough({ readable, writable }), c.res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', 'br');
    c.res.headers.append('Vary', 'Accept-Encoding');
  };
}
