// CI drift check: the committed openapi/storefront.d.ts must be exactly what
// `npm run api:types` generates from openapi/storefront.yaml today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Paths relative to the project root, as in package.json, whatever the caller's cwd.
process.chdir(join(import.meta.dirname, '..'));
const spec = 'openapi/storefront.yaml';
const committed = 'openapi/storefront.d.ts';
const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
const fresh = join(dir, 'storefront.d.ts');

try {
  // The same CLI as the api:types script, so both outputs are byte-comparable.
  execFileSync(join('node_modules', '.bin', 'openapi-typescript'), [spec, '-o', fresh], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let current = '';
  try {
    current = readFileSync(committed, 'utf8');
  } catch {
    // A missing file is drift too; reported below.
  }
  if (current !== readFileSync(fresh, 'utf8')) {
    console.error(
      `${committed} is out of date with ${spec}. Run \`npm run api:types\` and commit the result.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`${committed} matches ${spec}.`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
