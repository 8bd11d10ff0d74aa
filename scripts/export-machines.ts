// `npm run machines:export [-- --out DIR]`: each machine of the registry (machines/index.ts) as
// the JSON config Stately Studio's import takes (JSON, JavaScript or TypeScript are accepted;
// the Studio's own "JSON" export is the same shape), written to DIR/<id>.json, by default
// exports/machines/<id>.json. A bare folder (`-- DIR`) still works, as it did before --out.
// Exit code 2, with the usage line, for arguments it cannot take (scripts/cli.ts).
// Actions, guards, actors and delays appear by the names setup() gives them; the functions
// behind them are the app's, not the chart's, and stay out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type MachineEntry, machines } from '../machines/index.ts';
import { startCommand } from './cli.ts';

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

const DEFAULT_DIR = 'exports/machines';
const { values, positionals, refuse } = startCommand({
  name: 'machines:export',
  usage: 'npm run machines:export -- [--out DIR]',
  options: { out: { type: 'string' } },
  help: [`writes each machine's Stately JSON to DIR/<id>.json; DIR is ${DEFAULT_DIR} by default`],
});
if (positionals.length > 1) refuse(`one folder, not ${positionals.join(' ')}`);
if (values.out !== undefined && positionals.length > 0) refuse('--out DIR, or DIR, not both');
const outDir = resolve(values.out ?? positionals[0] ?? DEFAULT_DIR);
mkdirSync(outDir, { recursive: true });
for (const entry of machines) {
  writeFileSync(join(outDir, `${entry.id}.json`), statelyJsonOf(entry));
}
console.log(`machines:export: ${machines.length} machines in ${outDir}`);
