// Boots the app in-process on a seeded database of its own (support/database.ts), on every
// driver the run has. `call` checks every response against the contract.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, STOREFRONT_API_KEY } from '../../../server/app.ts';
import type { Db } from '../../../server/db/client.ts';
import { keptCatalogue } from '../../../server/features/catalogue/catalogue-cache.ts';
import type { Detail, OperationId } from '../../../server/http/handler.ts';
import { assertMatchesContract, operations } from './contract.ts';
import { type Driver, openSeededDatabase } from './database.ts';

export {
  DRIVERS,
  type Driver,
  issueToken,
  openSeededDatabase,
  openTestDatabase,
} from './database.ts';

export interface Envelope<D> {
  result: 0 | 1;
  message: string;
  detail: D;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /**
   * The Culture header: English unless told (the tests read the server's English messages);
   * null sends none, which the server takes as Thai.
   */
  culture?: 'th' | 'en' | null;
  /** Another method than the operation's (raw requests default to GET). */
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as they are (an image upload), with this Content-Type unless it is left out. */
  bytes?: { data: Uint8Array; contentType?: string };
  /** A session token, sent as the `token` cookie (the SPA's way). */
  session?: string;
  /** A session token, sent as `Authorization: Bearer` (other clients' way). */
  bearer?: string;
}

type AppDeps = Parameters<typeof createApp>[0];

/** The session token an answer sets in its `token` cookie, if any. */
function tokenSetBy(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('token='));
  return cookie?.slice('token='.length).split(';')[0] || undefined;
}

/** No answer carries a session token (the cookie does) or a password hash. */
function assertNoSecrets(text: string, tokens: (string | undefined)[]): void {
  if (/\$argon2/.test(text)) throw new Error(`An answer carries a password hash: ${text}`);
  for (const token of tokens) {
    if (token && text.includes(token))
      throw new Error(`An answer carries a session token: ${text}`);
  }
}

/**
 * Requests to the API through `send` (the app in-process, or a server over HTTP): `request`
 * raw, `call` checked against the contract, `called` the operations called.
 */
export function apiCalls(send: (path: string, init: RequestInit) => Promise<Response> | Response) {
  const called = new Set<string>();

  /** A raw request with the storefront key and `Culture: en`, unless the test overrides them. */
  const request = (url: string, options: CallOptions = {}) => {
    const culture = options.culture === undefined ? 'en' : options.culture;
    return send(`/api${url}`, {
      method: options.method ?? 'GET',
      headers: {
        'X-Api-Key': STOREFRONT_API_KEY,
        ...(culture ? { Culture: culture } : {}),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.bytes?.contentType ? { 'Content-Type': options.bytes.contentType } : {}),
        ...(options.session ? { Cookie: `token=${options.session}` } : {}),
        ...(options.bearer ? { Authorization: `Bearer ${options.bearer}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.bytes ? { body: options.bytes.data as Uint8Array<ArrayBuffer> } : {}),
    });
  };

  /**
   * Calls an operation (with its own method unless told otherwise) and checks the answer
   * against the contract for its status.
   */
  async function call<Op extends OperationId>(
    operationId: Op,
    url: string,
    options: CallOptions = {},
  ) {
    const method = operations.find((op) => op.operationId === operationId)?.method;
    const response = await request(url, { method: method?.toUpperCase(), ...options });
    const text = await response.text();
    assertNoSecrets(text, [options.session, options.bearer, tokenSetBy(response.headers)]);
    const body = JSON.parse(text) as Envelope<Detail<Op>>;
    assertMatchesContract(operationId, response.status, body);
    called.add(operationId);
    return { status: response.status, body, headers: response.headers };
  }

  return { request, call, called };
}

/** The app's dependencies, and whether it keeps the catalogue's answers as `npm start` does. */
export type TestServerDeps = Partial<AppDeps> & { keepCatalogue?: boolean };

export async function bootTestServer(driver: Driver, options: TestServerDeps = {}) {
  const { keepCatalogue, ...deps } = options;
  const { database, dispose: closeDatabase } = await openSeededDatabase(driver);
  const kept = keepCatalogue ? await keptCatalogue(database, 8 * 2 ** 20) : null;
  const dispose = async () => {
    await kept?.stop();
    await closeDatabase();
  };
  // Uploaded files go to a folder of this server's own, removed with it.
  const uploadsDir = deps.uploadsDir ?? (await mkdtemp(join(tmpdir(), 'storefront-uploads-')));
  // The outbox prints each code and link; tests read the table instead.
  const app = createApp({
    db: database.db,
    log: () => {},
    print: () => {},
    uploadsDir,
    catalogueAnswers: kept?.answers,
    ...deps,
  });
  const { request, call, called } = apiCalls((path, init) => app.request(path, init));

  const close = async () => {
    await dispose();
    if (!deps.uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  };
  return {
    app,
    db: database.db,
    database,
    catalogueAnswers: kept?.answers,
    request,
    call,
    called,
    close,
    uploadsDir,
  };
}

export type TestServer = Awaited<ReturnType<typeof bootTestServer>>;

/** What the helpers of carts and orders need of a server: its database and its calls. */
export type ApiServer = Pick<ReturnType<typeof apiCalls>, 'call'> & { db: Db };

/** PGlite's WebAssembly start alone takes seconds on a busy 2-core machine. */
export const BOOT_TIMEOUT = 60_000;

/**
 * For a describe block: boots a server before its tests and closes it after. The returned
 * object is filled in by beforeAll, so tests use it like the server itself.
 */
export function useTestServer(driver: Driver, deps: TestServerDeps = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await bootTestServer(driver, deps));
  }, BOOT_TIMEOUT);
  afterAll(() => server.close?.());
  return server;
}
