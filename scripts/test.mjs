#!/usr/bin/env node
// `npm test`: every gate in order, output streamed, stopping at the first failure.
// The last line is always `N passed, N failed` (vitest + Playwright tests; a gate that fails
// outside a test runner counts as one failure), which CI reads.
//   npm test -- --only e2e,build     run some gates only (names below)
//   npm test -- --skip system-deps   leave some out
//   npm test -- --deep               the deep runs too: property tests at full depth (FC_DEEP=1),
//                                    every route walked on both viewports in both languages
//                                    (E2E_FULL=1), every kind of step of QA's paths on the
//                                    screens (PATHS=everyStep)
// At the end it prints each gate's time and the twenty slowest tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-results');
const VITEST_JSON = join(results, 'vitest.json');
const PLAYWRIGHT_JSON = join(results, 'e2e.json'); // playwright.config.ts writes it there
const fuzzJson = (driver) => join(results, `fuzz-${driver}.json`);
const bin = (name) => join(root, 'node_modules', '.bin', name);

const DEEP_RUNS = { FC_DEEP: '1', E2E_FULL: '1', PATHS: 'everyStep' };
if (process.argv.includes('--deep')) Object.assign(process.env, DEEP_RUNS);

const counts = { passed: 0, failed: 0 };
const timings = [];
const cleanups = [];
const children = new Set();

function run(command, args, env = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      done(code ?? (signal ? 128 : 1));
    });
    child.on('error', (error) => {
      console.error(error.message);
      children.delete(child);
      done(127);
    });
  });
}

/** Runs commands one after another; the first non-zero exit code wins. */
async function series(...commands) {
  for (const [command, ...args] of commands) {
    const code = await run(command, args);
    if (code !== 0) return code;
  }
  return 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function postgresRunning() {
  return (
    spawnSync('bash', ['scripts/pg-local.sh', 'url'], { cwd: root, stdio: 'ignore' }).status === 0
  );
}

function startPostgres() {
  const wasRunning = postgresRunning();
  const start = spawnSync('bash', ['scripts/pg-local.sh', 'start'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (start.status !== 0) return undefined;
  if (!wasRunning)
    cleanups.push(() =>
      spawnSync('bash', ['scripts/pg-local.sh', 'stop'], { cwd: root, stdio: 'inherit' }),
    );
  // A fresh database each run, so server tests never see a previous run's rows.
  const fresh = spawnSync('bash', ['scripts/pg-local.sh', 'fresh', 'storefront_test'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return fresh.status === 0 ? fresh.stdout.trim() : undefined;
}

const gates = [
  {
    name: 'system-deps',
    what: 'Debian chromium, fonts-thai-tlwg, postgresql (installed when missing)',
    run: () => run('bash', ['scripts/install-system-deps.sh', '--postgres']),
  },
  {
    name: 'typecheck',
    what: 'lingui compile, then tsc --noEmit',
    run: () => series(['npm', 'run', '-s', 'i18n:compile'], ['npm', 'run', '-s', 'typecheck']),
  },
  { name: 'lint', what: 'biome check .', run: () => run('npm', ['run', '-s', 'lint']) },
  {
    name: 'boundaries',
    what: 'dependency-cruiser architecture rules',
    run: () => run('npm', ['run', '-s', 'boundaries']),
  },
  {
    name: 'contract',
    what: 'OpenAPI type drift + redocly lint',
    run: () => run('npm', ['run', '-s', 'api:check']),
  },
  {
    name: 'translations',
    what: 'lingui extract finds nothing new, every msgstr filled (th, en)',
    run: () => run('node', ['scripts/check-translations.mjs']),
  },
  {
    name: 'vitest',
    what: 'vitest run, all projects; server tests also on a real PostgreSQL',
    run: async (gate) => {
      const databaseUrl = startPostgres();
      if (!databaseUrl) {
        console.error('could not start the local PostgreSQL (scripts/pg-local.sh start)');
        return 1;
      }
      console.log(`TEST_DATABASE_URL=${databaseUrl}`);
      rmSync(VITEST_JSON, { force: true });
      const code = await run(
        bin('vitest'),
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
        { TEST_DATABASE_URL: databaseUrl },
      );
      const report = readJson(VITEST_JSON);
      if (!report) return code || 1;
      counts.passed += report.numPassedTests ?? 0;
      counts.failed += report.numFailedTests ?? 0;
      gate.failedTests = report.numFailedTests ?? 0;
      return code;
    },
  },
  {
    name: 'fuzz',
    what: 'hostile requests to every operation of the contract, PGlite and PostgreSQL (npm run fuzz)',
    run: async (gate) => {
      const databaseUrl = startPostgres();
      if (!databaseUrl) {
        console.error('could not start the local PostgreSQL (scripts/pg-local.sh start)');
        return 1;
      }
      // One process a database, side by side: PGlite's work is in the fuzzing process, the
      // other's mostly in PostgreSQL, so the two use both cores (one after the other took 37 s).
      const drivers = ['pglite', 'pg'];
      for (const driver of drivers) rmSync(fuzzJson(driver), { force: true });
      const codes = await Promise.all(
        drivers.map((driver) =>
          run('npm', ['run', '-s', 'fuzz', '--', '--db', driver, '--report', fuzzJson(driver)], {
            TEST_DATABASE_URL: databaseUrl,
          }),
        ),
      );
      const code = codes.find((c) => c !== 0) ?? 0;
      // One test per operation and database.
      const reports = drivers.map((driver) => readJson(fuzzJson(driver)));
      if (reports.some((r) => !r)) return code || 1;
      const report = reports.flat();
      const failed = report.filter((entry) => !entry.ok).length;
      counts.passed += report.length - failed;
      counts.failed += failed;
      gate.failedTests = failed;
      return code;
    },
  },
  {
    name: 'build',
    what: 'npm run build (lingui compile, rsbuild build, first-load budget, precompressed copies, the compiled server), with the gallery',
    // The statechart gallery is in the tested build, for its browser tests.
    run: () => run('npm', ['run', '-s', 'build'], { PUBLIC_MACHINE_GALLERY: 'true' }),
  },
  {
    name: 'e2e',
    what: 'Playwright on Debian Chromium against the built app, fresh database',
    run: async (gate) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      rmSync(PLAYWRIGHT_JSON, { force: true });
      const code = await run(bin('playwright'), ['test'], { E2E_DATA_DIR: dataDir });
      const stats = readJson(PLAYWRIGHT_JSON)?.stats;
      if (!stats) return code || 1;
      counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      counts.failed += stats.unexpected ?? 0;
      gate.failedTests = stats.unexpected ?? 0;
      return code;
    },
  },
];

/** The tests of the vitest and Playwright reports this run wrote, slowest first. */
function slowestTests(limit) {
  const ran = new Set(timings.map((t) => t.name));
  const tests = [];
  for (const file of (ran.has('vitest') && readJson(VITEST_JSON)?.testResults) || []) {
    for (const test of file.assertionResults ?? []) {
      const name = [...(test.ancestorTitles ?? []), test.title].join(' › ');
      tests.push({ ms: test.duration ?? 0, where: `vitest ${relative(root, file.name)}`, name });
    }
  }
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          tests.push({
            ms: result.duration ?? 0,
            where: `e2e [${test.projectName}] tests/e2e/${spec.file}`,
            name: [...titles, spec.title].join(' › '),
          });
        }
      }
    }
  };
  for (const suite of (ran.has('e2e') && readJson(PLAYWRIGHT_JSON)?.suites) || []) walk(suite, []);
  return tests.sort((a, b) => b.ms - a.ms).slice(0, limit);
}

function selectGates(argv) {
  const list = (flag) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? (argv[i + 1] ?? '').split(',').filter(Boolean) : undefined;
  };
  const only = list('--only');
  const skip = list('--skip') ?? [];
  const unknownArgs = argv.filter(
    (arg, i) =>
      !['--only', '--skip', '--deep'].includes(arg) && !['--only', '--skip'].includes(argv[i - 1]),
  );
  if (unknownArgs.length) {
    console.error(`unknown argument(s): ${unknownArgs.join(' ')}; flags: --only, --skip, --deep`);
    process.exit(2);
  }
  const unknown = [...(only ?? []), ...skip].filter((n) => !gates.some((g) => g.name === n));
  if (unknown.length) {
    console.error(
      `unknown gate(s): ${unknown.join(', ')}; gates: ${gates.map((g) => g.name).join(', ')}`,
    );
    process.exit(2);
  }
  return gates.filter((g) => (!only || only.includes(g.name)) && !skip.includes(g.name));
}

const line = '═'.repeat(72);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function finish(failedGate) {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  const slowest = slowestTests(20);
  if (slowest.length) {
    console.log(`\n${line}\n  the ${slowest.length} slowest tests`);
    for (const test of slowest)
      console.log(`  ${seconds(test.ms).padStart(9)}  ${test.where} › ${test.name}`);
  }
  console.log(`\n${line}`);
  for (const t of timings)
    console.log(`  ${t.ok ? '✔' : '✖'} ${t.name.padEnd(14)} ${seconds(t.ms).padStart(9)}`);
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  console.log(`  ${'total'.padEnd(16)} ${seconds(total).padStart(9)}`);
  if (failedGate) console.log(`\n✖ FAILED at gate "${failedGate}"`);
  else console.log('\n✔ all gates passed');
  console.log(line);
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  process.exit(failedGate ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    timings.push({ name: `(${signal})`, ms: 0, ok: false });
    counts.failed += 1;
    finish(signal);
  });
}

async function main() {
  mkdirSync(results, { recursive: true });
  const selected = selectGates(process.argv.slice(2));
  for (const [i, gate] of selected.entries()) {
    console.log(`\n${line}\n▶ [${i + 1}/${selected.length}] ${gate.name}: ${gate.what}\n${line}`);
    const started = Date.now();
    const code = await gate.run(gate);
    const ms = Date.now() - started;
    timings.push({ name: gate.name, ms, ok: code === 0 });
    if (code !== 0) {
      console.error(
        `\n${line}\n✖ GATE FAILED: ${gate.name} (exit ${code}, ${seconds(ms)}); stopping here.\n${line}`,
      );
      // A gate without failing tests to show (lint, build, a runner that crashed) counts as one.
      if (!(gate.failedTests > 0)) counts.failed += 1;
      finish(gate.name);
    }
    console.log(`✔ ${gate.name} passed in ${seconds(ms)}`);
  }
  finish(undefined);
}

main();
