// Boots the app in-process on a fresh, seeded database (support/database.ts), on every
// driver the run has. `call` checks every response against the contract.
import { afterAll, beforeAll } from 'vitest';
import { createApp, STOREFRONT_API_KEY } from '../../../server/app.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import type { Detail, OperationId } from '../../../server/http/handler.ts';
import { assertMatchesContract } from './contract.ts';
import { type Driver, openTestDatabase } from './database.ts';

export { DRIVERS, type Driver, issueToken, openTestDatabase } from './database.ts';

export interface Envelope<D> {
  result: 0 | 1;
  message: string;
  detail: D;
}

export interface FieldError {
  field: string;
  message: string;
}

export type CallOptions = { headers?: Record<string, string>; culture?: 'th' | 'en' };

type AppDeps = Parameters<typeof createApp>[0];

export async function bootTestServer(driver: Driver, deps: Partial<AppDeps> = {}) {
  const { database, dispose } = await openTestDatabase(driver);
  await prepareDatabase(database);
  const app = createApp({ db: database.db, log: () => {}, ...deps });
  const called = new Set<string>();

  /** A raw request with the storefront key, unless the test overrides headers. */
  const request = (url: string, options: CallOptions = {}) =>
    app.request(`/api${url}`, {
      headers: {
        'X-Api-Key': STOREFRONT_API_KEY,
        ...(options.culture ? { Culture: options.culture } : {}),
        ...options.headers,
      },
    });

  /** Calls an operation and checks the answer against the contract for its status. */
  async function call<Op extends OperationId>(
    operationId: Op,
    url: string,
    options: CallOptions = {},
  ) {
    const response = await request(url, options);
    const body = (await response.json()) as Envelope<Detail<Op>>;
    assertMatchesContract(operationId, response.status, body);
    called.add(operationId);
    return { status: response.status, body };
  }

  return { app, db: database.db, database, request, call, called, close: dispose };
}

export type TestServer = Awaited<ReturnType<typeof bootTestServer>>;

/** PGlite's WebAssembly start alone takes seconds on a busy 2-core machine. */
export const BOOT_TIMEOUT = 60_000;

/**
 * For a describe block: boots a server before its tests and closes it after. The returned
 * object is filled in by beforeAll, so tests use it like the server itself.
 */
export function useTestServer(driver: Driver, deps: Partial<AppDeps> = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await bootTestServer(driver, deps));
  }, BOOT_TIMEOUT);
  afterAll(() => server.close?.());
  return server;
}
