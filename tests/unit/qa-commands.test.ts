// QA's commands, run as QA runs them: `npm run paths` (scripts/paths.ts) and
// `npm run machines:export` (scripts/export-machines.ts), each spawned as its own process.
import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { machines } from '../../machines/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// By file URL, so that a command run from another folder still finds tsx.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const script = { paths: 'scripts/paths.ts', export: 'scripts/export-machines.ts' };
const PATHS_USAGE =
  'usage: npm run paths -- (<machine> [--set shortest|simple|everyStep] | --report) [--out FILE]';
const EXPORT_USAGE = 'usage: npm run machines:export -- [--out DIR]';
const TIMEOUT = 20_000;

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'qa-commands-'));
  made.push(dir);
  return dir;
}

function run(file: string, args: string[], cwd = root): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', tsx, join(root, file), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: TIMEOUT,
  });
}

/**
 * Runs a command whose reader goes away: at once, or after the first chunk of output
 * (`| head`). Resolves with its exit code and what it wrote to stderr.
 */
function runIntoClosedReader(file: string, args: string[], when: 'at once' | 'after a chunk') {
  const child = spawn(process.execPath, ['--import', tsx, join(root, file), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  if (when === 'at once') child.stdout.destroy();
  else child.stdout.once('data', () => child.stdout.destroy());
  return new Promise<{ code: number | null; stderr: string }>((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => done({ code, stderr }));
  });
}

describe('npm run paths', () => {
  it(
    'prints a machine’s shortest paths, and the fuller sets with --set',
    () => {
      const shortest = run(script.paths, ['session']);
      expect(shortest.stderr).toBe('');
      expect(shortest.status).toBe(0);
      expect(shortest.stdout).toMatch(/^session: \d+ shortest paths from input /m);
      expect(shortest.stdout).toMatch(/^ {2}Path 1: to /m);

      const everyStep = run(script.paths, ['session', '--set', 'everyStep']);
      expect(everyStep.status).toBe(0);
      expect(everyStep.stdout).toMatch(/^session: \d+ everyStep paths from input /m);
    },
    TIMEOUT,
  );

  it(
    'refuses an unknown flag with its usage line and exit code 2',
    () => {
      const result = run(script.paths, ['session', '--bogus']);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(PATHS_USAGE);
      expect(result.stderr).toContain('--bogus');
    },
    TIMEOUT,
  );

  it(
    'refuses --set without a value, or a set it does not know',
    () => {
      for (const args of [['session', '--set'], ['session', '--set', 'longest'], ['--out']]) {
        const result = run(script.paths, args);
        expect(result.status, args.join(' ')).toBe(2);
        expect(result.stdout).toBe('');
        expect(result.stderr).toContain(PATHS_USAGE);
      }
    },
    TIMEOUT,
  );

  it(
    'prints its usage with --help, and exits 0',
    () => {
      const result = run(script.paths, ['--help']);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(PATHS_USAGE);
      expect(result.stderr).toBe('');
    },
    TIMEOUT,
  );

  it(
    'writes what it would print to the file --out names',
    () => {
      const file = join(tempDir(), 'session.txt');
      const printed = run(script.paths, ['session']).stdout;
      const result = run(script.paths, ['session', '--out', file]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(printed);
      expect(result.stdout).not.toContain('Path 1');
    },
    TIMEOUT,
  );

  it(
    'ends quietly, exit 0, when its reader is gone before it prints',
    async () => {
      const { code, stderr } = await runIntoClosedReader(script.paths, ['session'], 'at once');
      expect(stderr).toBe('');
      expect(code).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'ends quietly, exit 0, when its reader closes after the first lines (| head)',
    async () => {
      // Half a megabyte: more than a pipe holds, so the reader closes with most of it unwritten.
      const { code, stderr } = await runIntoClosedReader(
        script.paths,
        ['session', '--set', 'simple'],
        'after a chunk',
      );
      expect(stderr).toBe('');
      expect(code).toBe(0);
    },
    TIMEOUT,
  );
});

describe('npm run machines:export', () => {
  const jsonFiles = machines.map(({ id }) => `${id}.json`).sort();

  it(
    'writes every machine into exports/machines by default',
    () => {
      const cwd = tempDir();
      const result = run(script.export, [], cwd);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(readdirSync(join(cwd, 'exports/machines')).sort()).toEqual(jsonFiles);
    },
    TIMEOUT,
  );

  it(
    'writes into the folder --out names, and makes no folder called --out',
    () => {
      const cwd = tempDir();
      const out = join(tempDir(), 'charts');
      const result = run(script.export, ['--out', out], cwd);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(readdirSync(out).sort()).toEqual(jsonFiles);
      expect(JSON.parse(readFileSync(join(out, 'session.json'), 'utf8'))).toMatchObject({
        id: 'session',
      });
      expect(readdirSync(cwd)).toEqual([]);
      expect(existsSync(join(root, '--out'))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'still takes the folder as a bare argument',
    () => {
      const cwd = tempDir();
      const result = run(script.export, ['charts'], cwd);
      expect(result.status).toBe(0);
      expect(readdirSync(join(cwd, 'charts')).sort()).toEqual(jsonFiles);
    },
    TIMEOUT,
  );

  it(
    'refuses an unknown flag, or --out without a folder, with its usage line and exit code 2',
    () => {
      for (const args of [['--bogus'], ['--out'], ['--out', '--bogus'], ['one', 'two']]) {
        const cwd = tempDir();
        const result = run(script.export, args, cwd);
        expect(result.status, args.join(' ')).toBe(2);
        expect(result.stderr).toContain(EXPORT_USAGE);
        expect(readdirSync(cwd), args.join(' ')).toEqual([]);
      }
    },
    TIMEOUT,
  );

  it(
    'prints its usage with --help, and exits 0 having written nothing',
    () => {
      const cwd = tempDir();
      const result = run(script.export, ['--help'], cwd);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(EXPORT_USAGE);
      expect(readdirSync(cwd)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'ends quietly, exit 0, when its reader is gone',
    async () => {
      // A bare folder, which the command took before --out too.
      const out = join(tempDir(), 'charts');
      const { code, stderr } = await runIntoClosedReader(script.export, [out], 'at once');
      expect(stderr).toBe('');
      expect(code).toBe(0);
    },
    TIMEOUT,
  );
});
