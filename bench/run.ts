// `npm run bench`: page speed (Lighthouse 12, mobile) of home, product list and product
// detail, and API throughput / p99 latency of product list and product detail under 50
// connections (wrk, 10 s per run), on PGlite and on a real PostgreSQL, for the
// default catalogue and a 100,000-product one. Loopback only. Prints markdown tables and
// writes bench/results/latest.json. Needs a built dist/ (npm run build).
//   --sizes default,100000   --databases pglite,postgres   --no-lighthouse
//   --duration 10            --reseed (seed again even when a seeded store exists)
//   --lighthouse-runs 5      (the median run is reported, every run's score beside it)
//   --api-runs 3             (likewise for each wrk measurement, by requests per second)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lighthouseMedian, type MedianScore } from './lighthouse.ts';
import { CONNECTIONS, load, type MedianLoad } from './load.ts';
import { api, pgLocal, root, type Store, seed, startServer } from './server.ts';

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'default,100000' },
    databases: { type: 'string', default: 'pglite,postgres' },
    'no-lighthouse': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '5' },
    'api-runs': { type: 'string', default: '3' },
    reseed: { type: 'boolean', default: false },
  },
});
const sizes = opts.sizes.split(',').map((s) => (s === 'default' ? undefined : Number(s)));
const databases = opts.databases.split(',') as Store['kind'][];
const seconds = Number(opts.duration);
const runs = Number(opts['lighthouse-runs']);
const apiRuns = Number(opts['api-runs']);
const BENCH_DIR = '/tmp/storefront-bench';
const SORTS = ['recommended', 'newest', 'priceAsc', 'priceDesc', 'bestSelling', 'rating'];

const label = (size: number | undefined) => (size ? size.toLocaleString('en-US') : 'default');
const marker = (size: number | undefined) => `storefront bench seed size=${size ?? 'default'}`;

/** A seeded store for this size, reused across bench runs unless --reseed. */
function prepare(kind: Store['kind'], size: number | undefined): { store: Store; seedMs?: number } {
  const name = `bench_${size ?? 'default'}`;
  if (kind === 'pglite') {
    const dataDir = join(BENCH_DIR, `pglite-${size ?? 'default'}`);
    const stamp = join(BENCH_DIR, `${name}.seeded`);
    const store: Store = { kind, dataDir };
    if (!opts.reseed && existsSync(stamp) && readFileSync(stamp, 'utf8') === marker(size)) {
      return { store };
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(stamp, { force: true });
    mkdirSync(BENCH_DIR, { recursive: true });
    const seedMs = seed(store, size);
    writeFileSync(stamp, marker(size));
    return { store, seedMs };
  }
  pgLocal('start');
  const databaseUrl = pgLocal('url', name);
  const store: Store = { kind, databaseUrl };
  const psql = (sql: string) =>
    spawnSync('psql', [databaseUrl, '-qAtc', sql], { encoding: 'utf8' }).stdout.trim();
  const comment = psql(
    `SELECT shobj_description(oid, 'pg_database') FROM pg_database WHERE datname = '${name}'`,
  );
  if (!opts.reseed && comment === marker(size)) return { store };
  pgLocal('fresh', name);
  const seedMs = seed(store, size);
  psql(`COMMENT ON DATABASE "${name}" IS '${marker(size)}'`);
  return { store, seedMs };
}

interface PageRow extends MedianScore {
  catalogue: string;
  page: string;
}
interface ApiRow extends MedianLoad {
  catalogue: string;
  database: string;
  endpoint: string;
}

async function main() {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('bench: dist/ is missing; run `npm run build` first.');
    process.exit(1);
  }
  const pages: PageRow[] = [];
  const apis: ApiRow[] = [];
  const seeding: Record<string, number> = {};

  for (const size of sizes) {
    for (const kind of databases) {
      const catalogue = label(size);
      console.log(`\n## ${catalogue} catalogue on ${kind}`);
      const { store, seedMs } = prepare(kind, size);
      if (seedMs !== undefined) seeding[`${catalogue}/${kind}`] = seedMs;
      const server = await startServer(store);
      try {
        const list = await api<{ dataList: { urlKey: string }[]; count: number }>(
          server.origin,
          '/product/list?perPage=60',
        );
        const urlKeys = list.dataList.map((p) => encodeURIComponent(p.urlKey));
        const first = urlKeys[0];
        if (!first) throw new Error('the catalogue has no product');
        console.log(`${list.count} products`);

        // Page speed does not depend on the database engine: measured on PGlite only.
        if (!opts['no-lighthouse'] && kind === 'pglite') {
          for (const [page, path] of [
            ['home', '/'],
            ['product list', '/product'],
            ['product detail', `/product/${first}`],
          ] as const) {
            console.log(`lighthouse ${path}`);
            pages.push({ catalogue, page, ...lighthouseMedian(`${server.origin}${path}`, runs) });
          }
        }

        // Every sort, pages 1-3 of 20: full pages on the 66-product catalogue as on the 100k
        // one, so both answer the same work (pages past the end would flatter the small one).
        const listPaths = SORTS.flatMap((sortBy) =>
          [1, 2, 3].map(
            (pageNo) => `/api/product/list?pageNo=${pageNo}&perPage=20&sortBy=${sortBy}`,
          ),
        );
        const detailPaths = urlKeys.map((key) => `/api/product/${key}`);
        for (const [endpoint, paths] of [
          ['GET /api/product/list', listPaths],
          ['GET /api/product/{urlKey}', detailPaths],
        ] as const) {
          console.log(`wrk ${endpoint}, ${CONNECTIONS} connections, ${apiRuns} x ${seconds} s`);
          apis.push({
            catalogue,
            database: kind,
            endpoint,
            ...load(server.origin, paths, seconds, apiRuns),
          });
        }
      } finally {
        // Let requests wrk left in flight finish before the server goes.
        await new Promise((r) => setTimeout(r, 1_000));
        await server.stop();
      }
    }
  }

  const table = (head: string[], rows: (string | number)[][]) =>
    [
      `| ${head.join(' | ')} |`,
      `|${head.map(() => '---').join('|')}|`,
      ...rows.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
  const markdown = [
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
    '',
    ...(pages.length
      ? [
          `### Lighthouse 12 (mobile, simulated throttling; median of ${runs} runs)`,
          '',
          table(
            ['catalogue', 'page', 'performance', 'LCP (ms)', 'TBT (ms)', 'every run'],
            pages.map((p) => [p.catalogue, p.page, p.score, p.lcpMs, p.tbtMs, p.scores.join(', ')]),
          ),
          '',
        ]
      : []),
    `### API under ${CONNECTIONS} connections (wrk, ${seconds} s; median of ${apiRuns} runs)`,
    '',
    table(
      [
        'catalogue',
        'database',
        'endpoint',
        'req/s',
        'p99 (ms)',
        'avg (ms)',
        'errors',
        'non-2xx',
        'every run (req/s @ p99 ms)',
      ],
      apis.map((a) => [
        a.catalogue,
        a.database,
        a.endpoint,
        a.requestsPerSecond,
        a.p99Ms,
        a.averageMs,
        a.errors,
        a.non2xx,
        a.runs.map((r) => `${r.requestsPerSecond} @ ${r.p99Ms}`).join(', '),
      ]),
    ),
  ].join('\n');
  console.log(`\n${markdown}`);

  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version },
    settings: {
      connections: CONNECTIONS,
      seconds,
      apiRuns,
      lighthouseRuns: runs,
      sizes: opts.sizes,
      databases: opts.databases,
    },
    seedingMs: seeding,
    lighthouse: pages,
    api: apis,
  };
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nbench/results/latest.json written');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
