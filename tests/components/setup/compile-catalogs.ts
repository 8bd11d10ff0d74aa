import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/**
 * The app imports the compiled catalogs, which are generated and gitignored: compile them first,
 * once a run (three projects name this setup; each runs it in vitest's own process).
 */
export default function compileCatalogs(): void {
  if (process.env.STOREFRONT_CATALOGS_COMPILED) return;
  const root = resolve(import.meta.dirname, '../../..');
  execFileSync(join(root, 'node_modules/.bin/lingui'), ['compile', '--typescript'], {
    cwd: root,
    stdio: 'pipe',
  });
  process.env.STOREFRONT_CATALOGS_COMPILED = '1';
}
