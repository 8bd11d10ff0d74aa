// Answers kept as they are sent: serialized, compressed, with their ETag. The catalogue's
// reads (lists, products, banners, settings) are the same for every shopper, and a flash sale
// asks for the same few thousands of times a second; kept, each costs a look-up instead of
// queries, JSON and compression. An answer is kept until what it shows changes, and no
// longer: the cache is told of every change by the database (whatever the process), and
// drops exactly the answers showing a product whose stock moved, or every answer for any
// other change (`productsChanged`, `everythingChanged`). Time changes answers too (a
// promotion starts or ends): at the next such moment every answer is dropped.
//
// Races: an answer read while a change commits may show the catalogue before it. A read
// notes the count of changes when it starts and is kept only if none of what it shows has
// changed since; concurrent misses of one key share one read, and a read that started before
// a change is never shared after it. While the database may have told changes nobody heard
// (its listening connection dropped), nothing is kept.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { encodingWeight, THRESHOLD, wantsBrotli } from './compression.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli's quality for an answer kept: made once and sent many times, so smaller wins. */
const KEPT_BROTLI_QUALITY = 9;

/** An answer as it is sent, in each encoding worth having. */
export interface KeptAnswer {
  plain: Uint8Array;
  /** Null below THRESHOLD: such an answer goes as it is. */
  br: Uint8Array | null;
  gzip: Uint8Array | null;
  /** Weak: the encodings differ in bytes and are the same answer. */
  etag: string;
  /** The products whose stock it shows. */
  products: readonly number[];
}

export interface AnswerCacheOptions {
  /** The cache's bytes, all encodings counted. */
  maxBytes: number;
  /** When time alone next changes an answer (a promotion starting or ending); null: never. */
  nextTimedChange: () => Promise<Date | null>;
  now?: () => number;
}

const sizeOf = (answer: KeptAnswer, key: string) =>
  answer.plain.byteLength +
  (answer.br?.byteLength ?? 0) +
  (answer.gzip?.byteLength ?? 0) +
  key.length * 2 +
  8 * answer.products.length +
  200;

async function keptAnswer(body: unknown, products: readonly number[]): Promise<KeptAnswer> {
  const plain = Buffer.from(JSON.stringify(body));
  const hash = createHash('sha256').update(plain).digest('base64url').slice(0, 27);
  const worthIt = plain.byteLength >= THRESHOLD;
  const [br, gzip] = worthIt
    ? await Promise.all([
        brotli(plain, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
          },
        }),
        gzipped(plain),
      ])
    : [null, null];
  return { plain, br, gzip, etag: `W/"${hash}"`, products };
}

export class AnswerCache {
  readonly #entries: LRUCache<string, KeptAnswer>;
  /** The keys of the answers showing each product's stock. */
  readonly #byProduct = new Map<number, Set<string>>();
  readonly #reading = new Map<string, Promise<KeptAnswer>>();
  /** The key each request, as written, was found to ask for (`remember`). */
  readonly #requests = new LRUCache<string, string>({ max: 10_000 });
  readonly #nextTimedChange: () => Promise<Date | null>;
  readonly #now: () => number;
  /** Changes heard so far; a read notes it as it starts. */
  #changes = 0;
  #everythingChangedAt = 0;
  /** When each product last changed, while reads are in flight (they are checked against it). */
  readonly #productChangedAt = new Map<number, number>();
  #readsInFlight = 0;
  #live = false;
  /** The moment of the next timed change, once read (Infinity: none, or not read yet). */
  #timedChange: Promise<number> | null = null;
  #timedChangeAt = Number.POSITIVE_INFINITY;

  constructor(options: AnswerCacheOptions) {
    this.#nextTimedChange = options.nextTimedChange;
    this.#now = options.now ?? Date.now;
    this.#entries = new LRUCache<string, KeptAnswer>({
      maxSize: options.maxBytes,
      sizeCalculation: sizeOf,
      dispose: (answer, key) => {
        for (const id of answer.products) {
          const keys = this.#byProduct.get(id);
          keys?.delete(key);
          if (keys?.size === 0) this.#byProduct.delete(id);
        }
      },
    });
  }

  /** How many answers are kept (tests, the bench). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The answer under `key`: the one kept, or `read`'s body (its `productsOf` the products whose
   * stock it shows), kept unless anything it shows changed while it was read.
   */
  async answer(
    key: string,
    read: () => Promise<unknown>,
    productsOf: (body: unknown) => readonly number[],
  ): Promise<KeptAnswer> {
    if (!this.#live) {
      const body = await read();
      return keptAnswer(body, productsOf(body));
    }
    await this.#untilTimedChange();
    const kept = this.#entries.get(key);
    if (kept) return kept;
    const shared = this.#reading.get(key);
    if (shared) return shared;
    const reading = this.#read(key, read, productsOf).finally(() => {
      if (this.#reading.get(key) === reading) this.#reading.delete(key);
    });
    this.#reading.set(key, reading);
    return reading;
  }

  /**
   * Notes that a request written as `request` (requestKeyOf) asks for the answer under `key`,
   * once the request was checked: the same request again may be answered by `keptFor`.
   */
  remember(request: string, key: string): void {
    if (this.#requests.get(request) !== key) this.#requests.set(request, key);
  }

  /**
   * The answer kept for a request written as `request`, when one was remembered for it and
   * is kept and true now; undefined sends the request the long way (`answer`).
   */
  keptFor(request: string): KeptAnswer | undefined {
    if (!this.#live || !this.#timedChange || this.#now() >= this.#timedChangeAt) return undefined;
    const key = this.#requests.get(request);
    return key === undefined ? undefined : this.#entries.get(key);
  }

  /** The stock of `productIds` changed: the answers showing any of them go. */
  productsChanged(productIds: Iterable<number>): void {
    this.#changes++;
    for (const id of productIds) {
      if (this.#readsInFlight) this.#productChangedAt.set(id, this.#changes);
      for (const key of [...(this.#byProduct.get(id) ?? [])]) this.#entries.delete(key);
    }
    this.#reading.clear();
  }

  /** Anything else changed, or may have: every answer goes. */
  everythingChanged(): void {
    this.#changes++;
    this.#everythingChangedAt = this.#changes;
    this.#entries.clear();
    this.#byProduct.clear();
    this.#reading.clear();
    this.#timedChange = null;
  }

  /** Whether every change is being heard; every answer goes on either edge. */
  live(listening: boolean): void {
    this.#live = listening;
    this.everythingChanged();
  }

  /** Waits for the moment of the next timed change to be known; past it, every answer goes. */
  async #untilTimedChange(): Promise<void> {
    if (this.#now() >= this.#timedChangeAt) this.everythingChanged();
    if (!this.#timedChange) {
      const reading = this.#nextTimedChange().then(
        (at) => {
          const moment = at?.getTime() ?? Number.POSITIVE_INFINITY;
          if (this.#timedChange === reading) this.#timedChangeAt = moment;
          return moment;
        },
        (error: unknown) => {
          if (this.#timedChange === reading) this.#timedChange = null;
          throw error;
        },
      );
      this.#timedChange = reading;
      this.#timedChangeAt = Number.POSITIVE_INFINITY;
    }
    await this.#timedChange;
  }

  async #read(
    key: string,
    read: () => Promise<unknown>,
    productsOf: (body: unknown) => readonly number[],
  ): Promise<KeptAnswer> {
    const startedAt = this.#changes;
    this.#readsInFlight++;
    try {
      const body = await read();
      const answer = await keptAnswer(body, productsOf(body));
      if (this.#live && this.#unchangedSince(startedAt, answer.products)) {
        this.#entries.set(key, answer);
        for (const id of answer.products) {
          const keys = this.#byProduct.get(id);
          if (keys) keys.add(key);
          else this.#byProduct.set(id, new Set([key]));
        }
      }
      return answer;
    } finally {
      if (--this.#readsInFlight === 0) this.#productChangedAt.clear();
    }
  }

  #unchangedSince(startedAt: number, products: readonly number[]): boolean {
    if (this.#everythingChangedAt > startedAt) return false;
    return products.every((id) => (this.#productChangedAt.get(id) ?? 0) <= startedAt);
  }
}

/** A request as written: its path and query as sent, and its Culture header. */
export const requestKeyOf = (pathAndQuery: string, culture: string | undefined) =>
  `${culture ?? ''} ${pathAndQuery}`;

/** Whether a client's If-None-Match names `answer`'s ETag (weakly, as RFC 9110 has it). */
export const holds = (ifNoneMatch: string | undefined, answer: KeptAnswer) =>
  matches(ifNoneMatch, answer.etag);

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** What is sent of a kept answer: its status, headers and body. */
export interface KeptResponse {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/** The encodings a kept answer is sent in. */
export type KeptEncoding = 'br' | 'gzip' | 'identity';

/** The encoding each Accept-Encoding header asks for, as browsers send a handful of them. */
const preferences = new Map<string, KeptEncoding>();
const MAX_PREFERENCES = 256;

function preferredEncoding(accepted: string): KeptEncoding {
  let encoding = preferences.get(accepted);
  if (encoding === undefined) {
    encoding = wantsBrotli(accepted)
      ? 'br'
      : encodingWeight(accepted, 'gzip') > 0
        ? 'gzip'
        : 'identity';
    if (preferences.size >= MAX_PREFERENCES) preferences.clear();
    preferences.set(accepted, encoding);
  }
  return encoding;
}

/** The encoding `answer` goes in for a client that takes `acceptEncoding`. */
export const encodingFor = (
  answer: KeptAnswer,
  acceptEncoding: string | undefined,
): KeptEncoding => (answer.br ? preferredEncoding(acceptEncoding ?? '') : 'identity');

/** The bytes of `answer` in `encoding`. */
export const bodyIn = (answer: KeptAnswer, encoding: KeptEncoding): Uint8Array =>
  (encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : null) ?? answer.plain;

/**
 * The headers of `answer` in `encoding`. `no-cache`: a browser keeps it and asks each time
 * with its ETag, which costs a 304.
 */
export function keptHeaders(answer: KeptAnswer, encoding: KeptEncoding): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    ETag: answer.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding, Culture',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  };
}

/** `answer` in the encoding the client prefers of those kept, or 304 when it holds it already. */
export function keptResponse(
  answer: KeptAnswer,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): KeptResponse {
  if (matches(ifNoneMatch, answer.etag))
    return { status: 304, headers: keptHeaders(answer, 'identity'), body: null };
  const encoding = encodingFor(answer, acceptEncoding);
  return { status: 200, headers: keptHeaders(answer, encoding), body: bodyIn(answer, encoding) };
}

/** `answer` sent through Hono (keptResponse). */
export function sendKept(c: Context, answer: KeptAnswer): Response {
  const { headers, body } = keptResponse(
    answer,
    c.req.header('if-none-match'),
    c.req.header('accept-encoding'),
  );
  return body === null
    ? c.body(null, 304, headers)
    : c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}
