// `npm run fuzz`: hostile requests for every operation of openapi/storefront.yaml, sent over
// HTTP to the real server on a fresh, seeded database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL names a server to create databases on, as npm test does). See
// tests/fuzz/ for what is sent and what must come back.
//   npm run fuzz                             5,000 requests per database, a random seed
//   npm run fuzz -- --count 100000           a longer run
//   npm run fuzz -- --seed 42 --only listProducts --path 17:3   replay a reported failure
//   npm run fuzz -- --db pglite              one database only (pglite | pg)
//   npm run fuzz -- --report file.json       per-operation results, for npm test's counts
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp, STOREFRONT_API_KEY } from '../server/app.ts';
import { loadContract } from '../server/contract/contract.ts';
import { asCurl, fuzz, type OperationReport } from '../tests/fuzz/fuzz.ts';
import { listen } from '../tests/fuzz/listen.ts';
import {
  DRIVERS,
  type Driver,
  issueToken,
  openSeededDatabase,
} from '../tests/server/support/database.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '5000' },
    seed: { type: 'string' },
    path: { type: 'string' },
    only: { type: 'string' },
    db: { type: 'string' },
    report: { type: 'string' },
  },
});

const seed = values.seed === undefined ? (Math.random() * 2 ** 31) | 0 : Number(values.seed);
const only = values.only?.split(',').filter(Boolean);
const operations = loadContract().filter((op) => !only || only.includes(op.operationId));
if (!operations.length) {
  console.error(`no operation matches --only ${values.only}`);
  process.exit(2);
}
const drivers = (values.db ? [values.db] : DRIVERS) as Driver[];
if (drivers.some((driver) => !['pglite', 'pg'].includes(driver))) {
  console.error(`--db is pglite or pg, not ${values.db}`);
  process.exit(2);
}
if (drivers.includes('pg') && !process.env.TEST_DATABASE_URL) {
  console.error(
    '--db pg needs TEST_DATABASE_URL, e.g. TEST_DATABASE_URL=$(scripts/pg-local.sh start)',
  );
  process.exit(2);
}
const requestsPerOperation = Math.max(1, Math.ceil(Number(values.count) / operations.length));

async function fuzzOn(driver: Driver): Promise<OperationReport[]> {
  const { database, dispose } = await openSeededDatabase(driver);
  // Uploaded photos go to a folder of the run's own, removed at the end.
  const uploadsDir = await mkdtemp(join(tmpdir(), 'storefront-fuzz-uploads-'));
  // Handlers' failures are the run's findings, reported with their request: keep the log quiet.
  const app = createApp({ db: database.db, log: () => {}, print: () => {}, uploadsDir });
  const server = await listen(app);
  const headers = { 'X-Api-Key': STOREFRONT_API_KEY };
  try {
    return await fuzz({
      baseUrl: `${server.baseUrl}/api`,
      operations,
      requestsPerOperation,
      seed,
      ...(values.path ? { path: values.path } : {}),
      apiKey: STOREFRONT_API_KEY,
      sessionToken: await issueToken({ db: database.db }, 1),
      liveness: { method: 'GET', url: '/Setting/Logo', headers },
    });
  } finally {
    server.close();
    await dispose();
    await rm(uploadsDir, { recursive: true, force: true });
  }
}

/** Reports stay readable when a value is thousands of characters long. */
const clip = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

console.log(
  `fuzz: seed ${seed}, ${requestsPerOperation} requests for each of ${operations.length} operations, on ${drivers.join(' and ')}`,
);
const results: { driver: Driver; reports: OperationReport[]; seconds: number }[] = [];
for (const driver of drivers) {
  const started = performance.now();
  const reports = await fuzzOn(driver);
  const seconds = (performance.now() - started) / 1000;
  results.push({ driver, reports, seconds });
  const sent = reports.reduce((sum, r) => sum + r.requests, 0);
  const failed = reports.filter((r) => r.failure);
  console.log(
    `\n${driver}: ${sent} requests in ${seconds.toFixed(1)} s, ${failed.length} operations failed`,
  );
  const statuses: Record<string, number> = {};
  for (const report of reports)
    for (const [status, n] of Object.entries(report.statuses))
      statuses[status] = (statuses[status] ?? 0) + n;
  const answers = Object.entries(statuses).map(([status, n]) => `${n} × ${status}`);
  console.log(`  answers: ${answers.join(', ')}`);
  for (const { operationId, failure } of failed) {
    if (!failure) continue;
    console.log(`\n✖ ${operationId}: ${failure.problems.join('; ')}`);
    console.log(`  broken: ${clip(failure.request.mutations.join(' | ') || '(a valid request)')}`);
    console.log(`  ${clip(asCurl('http://localhost:3000/api', failure.request))}`);
    console.log(
      `  replay: npm run fuzz -- --db ${driver} --seed ${seed} --only ${operationId} --path ${failure.path}`,
    );
  }
}

if (values.report)
  writeFileSync(
    values.report,
    JSON.stringify(
      results.flatMap(({ driver, reports }) =>
        reports.map((r) => ({
          driver,
          operationId: r.operationId,
          requests: r.requests,
          ok: !r.failure,
        })),
      ),
    ),
  );
const failures = results.flatMap((r) => r.reports).filter((r) => r.failure).length;
console.log(`\nfuzz: ${failures ? `${failures} failures` : 'no failures'} (seed ${seed})`);
process.exit(failures ? 1 : 0);
