// Environment of the server process, read in one place.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  port: number;
  /** postgres://... for a PostgreSQL server; empty means embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite's data folder. */
  pgliteDir: string;
  /** Rendered seed images are cached here. */
  imageCacheDir: string;
  distDir: string;
  /** Every SMS and e-mail the outbox "sent", one JSON line each (<DATA_DIR>/outbox.jsonl). */
  outboxFile: string;
  /** ADMIN_TOKEN: the staff token of the admin calls; unset keeps them closed. */
  adminToken: string | undefined;
  /** PUBLIC_URL: the shop's address in e-mailed links. */
  publicUrl: string;
  /** TRUST_PROXY=1: one reverse proxy in front; client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
  /** RATE_LIMIT_FACTOR: multiplies every rate limit (browser tests); 1 by default. */
  rateLimitFactor: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // DATA_DIR holds everything the server writes (default: data/ of the project).
  const dataDir = env.DATA_DIR || join(projectRoot, 'data');
  const port = Number(env.PORT) || 3000;
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: join(dataDir, 'pglite'),
    imageCacheDir: join(dataDir, 'images'),
    distDir: join(projectRoot, 'dist'),
    outboxFile: join(dataDir, 'outbox.jsonl'),
    adminToken: env.ADMIN_TOKEN || undefined,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimitFactor: Math.max(1, Math.floor(Number(env.RATE_LIMIT_FACTOR) || 1)),
  };
}
