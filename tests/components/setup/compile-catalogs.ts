import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/** The app imports the compiled catalogs, which are generated and gitignored: compile them first. */
export default function compileCatalogs(): void {
  const root = resolve(import.meta.dirname, '../../..');
  execFileSync(join(root, 'node_modules/.bin/lingui'), ['compile', '--typescript'], {
    cwd: root,
    stdio: 'pipe',
  });
}
