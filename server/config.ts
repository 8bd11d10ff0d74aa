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
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // DATA_DIR holds everything the server writes (default: data/ of the project).
  const dataDir = env.DATA_DIR || join(projectRoot, 'data');
  return {
    port: Number(env.PORT) || 3000,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: join(dataDir, 'pglite'),
    imageCacheDir: join(dataDir, 'images'),
    distDir: join(projectRoot, 'dist'),
  };
}
