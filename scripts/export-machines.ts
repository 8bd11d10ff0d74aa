// `npm run machines:export [dir]`: each machine of the registry (machines/index.ts) as the
// JSON config Stately Studio's import takes (JSON, JavaScript or TypeScript are accepted; the
// Studio's own "JSON" export is the same shape), written to exports/machines/<id>.json.
// Actions, guards, actors and delays appear by the names setup() gives them; the functions
// behind them are the app's, not the chart's, and stay out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type MachineEntry, machines } from '../machines/index.ts';

/**
 * Where a config may compute at run time (from input, event or context): the chart shows
 * the name beside it, or nothing is lost. Anywhere else a function is an inline
 * implementation Stately could not name (tests/machines/named-implementations.test.ts).
 */
const COMPUTED = new Set(['context', 'input', 'params', 'output']);

function statelyJsonOf({ machine, description }: MachineEntry): string {
  // The registry says what the machine models; the Studio shows it as the machine's description.
  const json = JSON.stringify(
    { description, ...machine.config },
    (key, value: unknown) => {
      if (typeof value !== 'function') return value;
      if (COMPUTED.has(key)) return undefined;
      throw new Error(`${machine.id}: an inline function at "${key}"; name it in setup()`);
    },
    2,
  );
  return `${json}\n`;
}

const outDir = resolve(process.argv[2] ?? 'exports/machines');
mkdirSync(outDir, { recursive: true });
for (const entry of machines) {
  writeFileSync(join(outDir, `${entry.id}.json`), statelyJsonOf(entry));
}
console.log(`machines:export: ${machines.length} machines in ${outDir}`);
