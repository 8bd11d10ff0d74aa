// `npm run bench`: page speed (Lighthouse 12, mobile) of home, product list and product
// detail, API throughput / p99 latency of product list and product detail under 50
// connections (wrk, 10 s per run), the cart under 50 shoppers writing at once (bench/cart.ts:
// its lines checked afterwards) and orders placed by 50 buyers at once (bench/orders.ts: stock
// and orders checked afterwards), on PGlite and on a real PostgreSQL, for the default catalogue
// and a 100,000-product one (the cart and orders on the first catalogue listed). Loopback only.
// Prints markdown tables and writes bench/results/latest.json. Lighthouse needs a built dist/.
// The flash sale's read mix (bench/flash-sale.ts) beside a bare-Node ceiling serving the same
// bytes, and each server's resident memory after its traffic. A live post taking 10,000
// comments from the social-page stand-in (bench/live.ts: each decided once, none oversold).
// The chat (bench/chat.ts): 1,000 sockets on one server, 200 messages a second, each timed to
// the other side's socket, and the server's memory per socket; then its chaos (bench/
// chat-chaos.ts): the app's chat machine sending 1,000 messages through a proxy that cuts every
// 3 s, across a server restart (0 lost, 0 doubled, order kept).
//   --only lighthouse,api,flash,cart,orders,live,chat (some parts)   --no-lighthouse
//   --sizes default,100000   --databases pglite,postgres
//   --duration 10            --reseed (seed again even when a seeded store exists)
//   --lighthouse-runs 5      (the median run is reported, every run's score beside it)
//   --api-runs 3             (likewise for each wrk measurement, by requests per second)
//   --cart-duration 30       --shoppers 50
//   --orders-duration 30     --buyers 50
//   --chat-sockets 1000      --chat-rate 200   --chat-duration 20   --chat-messages 1000
// Targets missed are reported, not fatal; a cart line lost, extra or different, a cart write
// that failed, stock below zero or not the units sold, a key that placed twice, a live
// comment lost, doubled or oversold, or a chat message lost, doubled or out of order, exits 1.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BY_IDLE_KB, FIRST_LOAD_KB } from '../tests/e2e/support/first-load.ts';
import {
  type CartBench,
  cartBench,
  cartProblems,
  SHOPPERS,
  TIMEOUT_MS,
  WARM_UP_SECONDS,
} from './cart.ts';
import {
  CHAT_P99_TARGET_MS,
  CHAT_RATE,
  CHAT_SECONDS,
  CHAT_SOCKETS,
  CHAT_WARM_UP_SECONDS,
  type ChatLoadBench,
  chatLoadBench,
  chatLoadProblems,
} from './chat.ts';
import {
  CHAOS_CUT_MS,
  CHAOS_MESSAGES,
  type ChatChaosBench,
  chatChaosBench,
  chatChaosProblems,
} from './chat-chaos.ts';
import { homeFirstLoad } from './first-load.ts';
import { type FlashSale, flashSale, LIST_PATHS } from './flash-sale.ts';
import { lighthouseMedian, type MedianScore } from './lighthouse.ts';
import {
  LIVE_COMMENTS,
  LIVE_P95_TARGET_MS,
  type LiveBench,
  liveBench,
  liveProblems,
} from './live.ts';
import { CONNECTIONS, load, type MedianLoad } from './load.ts';
import {
  BUYERS,
  ORDER_TIMEOUT_MS,
  type OrdersBench,
  ordersDb,
  ordersProblems,
  runBuyers,
} from './orders.ts';
import type { Buyer, OrdersCheck } from './orders-db.ts';
import { api, prepareStore, root, type Store, startServer } from './server.ts';

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'default,100000' },
    databases: { type: 'string', default: 'pglite,postgres' },
    only: { type: 'string', default: 'lighthouse,api,flash,cart,orders,live,chat' },
    'no-lighthouse': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '5' },
    'api-runs': { type: 'string', default: '3' },
    reseed: { type: 'boolean', default: false },
    'cart-duration': { type: 'string', default: '30' },
    shoppers: { type: 'string', default: String(SHOPPERS) },
    'orders-duration': { type: 'string', default: '30' },
    buyers: { type: 'string', default: String(BUYERS) },
    'chat-sockets': { type: 'string', default: String(CHAT_SOCKETS) },
    'chat-rate': { type: 'string', default: String(CHAT_RATE) },
    'chat-duration': { type: 'string', default: String(CHAT_SECONDS) },
    'chat-messages': { type: 'string', default: String(CHAOS_MESSAGES) },
  },
});
const PARTS = ['lighthouse', 'api', 'flash', 'cart', 'orders', 'live', 'chat'] as const;
const parts = new Set(opts.only.split(','));
for (const part of parts) {
  if (!(PARTS as readonly string[]).includes(part)) {
    console.error(`bench: no part ${part} (parts: ${PARTS.join(', ')})`);
    process.exit(2);
  }
}
if (opts['no-lighthouse']) parts.delete('lighthouse');
const sizes = opts.sizes.split(',').map((s) => (s === 'default' ? undefined : Number(s)));
const databases = opts.databases.split(',') as Store['kind'][];
const seconds = Number(opts.duration);
const runs = Number(opts['lighthouse-runs']);
const apiRuns = Number(opts['api-runs']);
const cartSeconds = Number(opts['cart-duration']);
const shoppers = Number(opts.shoppers);
const ordersSeconds = Number(opts['orders-duration']);
const buyers = Number(opts.buyers);
const chatSockets = Number(opts['chat-sockets']);
const chatRate = Number(opts['chat-rate']);
const chatSeconds = Number(opts['chat-duration']);
const chaosMessages = Number(opts['chat-messages']);

const label = (size: number | undefined) => (size ? size.toLocaleString('en-US') : 'default');
interface PageRow extends MedianScore {
  catalogue: string;
  page: string;
}
interface ApiRow extends MedianLoad {
  catalogue: string;
  database: string;
  endpoint: string;
}
interface FlashRow extends FlashSale {
  catalogue: string;
  database: string;
}
interface MemoryRow {
  catalogue: string;
  database: string;
  /**
   * Resident memory once started, and after the traffic of the parts run: the server's, and
   * its database process's (PGlite's own; 0 on PostgreSQL).
   */
  started: { server: number; database: number };
  after: { server: number; database: number };
}
/** The first screen's goals, each page, Lighthouse mobile. */
const PAGE_TARGETS = { lcpMs: 1_500, tbtMs: 50, cls: 0.02 };
/** Flash-sale goals: a share of the bare ceiling on PostgreSQL; on PGlite, a share and a p99. */
const FLASH_SHARE_TARGET = { postgres: 50, pglite: 10 };
const FLASH_P99_TARGET_MS = 100;
/** The server's resident memory on PGlite after the traffic. */
const RSS_TARGET_MB = 256;
interface CartRow extends CartBench {
  catalogue: string;
  database: string;
}
interface OrdersRow extends OrdersBench {
  catalogue: string;
  database: string;
}
/** The cart's targets: p99 of a write on PostgreSQL, and no timeout on PGlite. */
const CART_P99_TARGET_MS = 50;
interface LiveRow extends LiveBench {
  catalogue: string;
  database: string;
}
interface ChatRow extends ChatLoadBench {
  catalogue: string;
  database: string;
}
interface ChaosRow extends ChatChaosBench {
  catalogue: string;
  database: string;
}
/** Orders' target: p99 of a placement on PostgreSQL (and no timeout on PGlite). */
const ORDER_P99_TARGET_MS = 150;

/**
 * The buyers made while no server holds the store, a 2 s warm-up and the measured run on a
 * server of their own, then the store read back (its stock and orders) with the server gone.
 */
async function ordersBench(store: Store): Promise<OrdersBench> {
  const made = ordersDb<Buyer[]>(store, 'prepare', buyers);
  const server = await startServer(store);
  let warm: Awaited<ReturnType<typeof runBuyers>>;
  let run: Awaited<ReturnType<typeof runBuyers>>;
  try {
    warm = await runBuyers(server.origin, made, 2);
    run = await runBuyers(server.origin, made, ordersSeconds);
  } finally {
    await server.stop();
  }
  const check = ordersDb<OrdersCheck>(store, 'check', buyers);
  // The warm-up's checkouts are in the database too: the keys that placed one count together.
  return {
    ...run,
    keysPlaced: run.keysPlaced + warm.keysPlaced,
    keysSplit: run.keysSplit + warm.keysSplit,
    failures: run.failures + warm.failures,
    failureSamples: [...warm.failureSamples, ...run.failureSamples],
    check,
  };
}

async function main() {
  if (parts.has('lighthouse') && !existsSync(join(root, 'dist', 'index.html'))) {
    console.error('bench: dist/ is missing; run `npm run build` first.');
    process.exit(1);
  }
  const pages: PageRow[] = [];
  let firstLoad: Awaited<ReturnType<typeof homeFirstLoad>> | undefined;
  const apis: ApiRow[] = [];
  const carts: CartRow[] = [];
  const flashes: FlashRow[] = [];
  const memory: MemoryRow[] = [];
  const orderRuns: OrdersRow[] = [];
  const liveRuns: LiveRow[] = [];
  const chatRuns: ChatRow[] = [];
  const chaosRuns: ChaosRow[] = [];
  const seeding: Record<string, number> = {};
  const cartSize = sizes[0];

  for (const size of sizes) {
    for (const kind of databases) {
      const catalogue = label(size);
      const measured =
        (parts.has('lighthouse') && kind === 'pglite') ||
        parts.has('api') ||
        parts.has('flash') ||
        (parts.has('cart') && size === cartSize);
      if (parts.has('orders') && size === cartSize) {
        const { store } = prepareStore(kind, size, false);
        console.log(
          `\n## orders: ${buyers} buyers for ${ordersSeconds} s on ${kind} (after 2 s warm-up)`,
        );
        const run = await ordersBench(store);
        orderRuns.push({ catalogue: label(size), database: kind, ...run });
        for (const failure of run.failureSamples) console.log(`  failed: ${failure}`);
      }
      if (parts.has('live') && size === cartSize) {
        const { store } = prepareStore(kind, size, false);
        console.log(`\n## live: ${LIVE_COMMENTS.toLocaleString('en-US')} comments on ${kind}`);
        const server = await startServer(store);
        try {
          liveRuns.push({
            catalogue: label(size),
            database: kind,
            ...(await liveBench(server.origin)),
          });
        } finally {
          await server.stop();
        }
      }
      if (parts.has('chat') && size === cartSize) {
        const { store } = prepareStore(kind, size, false);
        console.log(
          `\n## chat: ${chatSockets} sockets, ${chatRate} messages/s for ${chatSeconds} s on ${kind}`,
        );
        const load = await chatLoadBench(store, {
          sockets: chatSockets,
          rate: chatRate,
          seconds: chatSeconds,
        });
        chatRuns.push({ catalogue: label(size), database: kind, ...load });
        console.log(
          `\n## chat chaos: ${chaosMessages} messages through a proxy cutting every ${CHAOS_CUT_MS / 1000} s, one server restart, on ${kind}`,
        );
        const chaos = await chatChaosBench(store, chaosMessages);
        chaosRuns.push({ catalogue: label(size), database: kind, ...chaos });
      }
      if (!measured) continue;
      console.log(`\n## ${catalogue} catalogue on ${kind}`);
      const { store, seedMs } = prepareStore(kind, size, opts.reseed);
      if (seedMs !== undefined) seeding[`${catalogue}/${kind}`] = seedMs;
      const server = await startServer(store);
      const started = server.rssMb();
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
        const pagePaths = [
          ['home', '/'],
          ['product list', '/product'],
          ['product detail', `/product/${first}`],
        ] as const;
        if (parts.has('lighthouse') && kind === 'pglite') {
          for (const [page, path] of pagePaths) {
            console.log(`lighthouse ${path}`);
            pages.push({ catalogue, page, ...lighthouseMedian(`${server.origin}${path}`, runs) });
          }
          // Sizes do not depend on the catalogue: measured on the first one.
          if (!firstLoad) firstLoad = await homeFirstLoad(server.origin);
        }

        const detailPaths = urlKeys.map((key) => `/api/product/${key}`);
        if (parts.has('api')) {
          for (const [endpoint, paths] of [
            ['GET /api/product/list', LIST_PATHS],
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
        }

        if (parts.has('flash')) {
          console.log(
            `flash sale: the read mix, then its bare ceiling, ${apiRuns} x ${seconds} s each`,
          );
          const run = await flashSale(server.origin, urlKeys, seconds, apiRuns);
          flashes.push({ catalogue, database: kind, ...run });
        }
        memory.push({ catalogue, database: kind, started, after: server.rssMb() });

        // The cart last: its writes would otherwise weigh on the lists' figures.
        if (parts.has('cart') && size === cartSize) {
          if (parts.has('api')) await new Promise((r) => setTimeout(r, 1_000));
          console.log(
            `cart: ${shoppers} shoppers writing for ${cartSeconds} s (after ${WARM_UP_SECONDS} s warm-up)`,
          );
          const run = await cartBench(server.origin, shoppers, cartSeconds);
          carts.push({ catalogue, database: kind, ...run });
          for (const failure of run.failureSamples) console.log(`  failed: ${failure}`);
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
          `### Lighthouse 12 (mobile, simulated throttling; each figure the median of ${runs} runs)`,
          '',
          table(
            [
              'catalogue',
              'page',
              'performance',
              'LCP (ms)',
              'TBT (ms)',
              'CLS',
              'every run (score, LCP ms, TBT ms)',
            ],
            pages.map((p) => [
              p.catalogue,
              p.page,
              p.score,
              p.lcpMs,
              p.tbtMs,
              p.cls,
              p.runs.map((r) => `${r.score} ${r.lcpMs} ${r.tbtMs}`).join('; '),
            ]),
          ),
          '',
          ...pages.map((p) => {
            const met =
              p.lcpMs <= PAGE_TARGETS.lcpMs &&
              p.tbtMs <= PAGE_TARGETS.tbtMs &&
              p.cls <= PAGE_TARGETS.cls;
            return `- ${p.catalogue} ${p.page}: LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms, CLS ${p.cls} (targets ≤ ${PAGE_TARGETS.lcpMs} ms, ≤ ${PAGE_TARGETS.tbtMs} ms, ≤ ${PAGE_TARGETS.cls}): ${met ? 'met' : 'MISSED'}`;
          }),
          ...(firstLoad
            ? [
                `- first-load JS of /: ${firstLoad.firstLoadKB} kB gz (target ≤ ${FIRST_LOAD_KB} kB): ${firstLoad.firstLoadKB <= FIRST_LOAD_KB ? 'met' : 'MISSED'}; by network idle ${firstLoad.byNetworkIdleKB} kB gz (ceiling ${BY_IDLE_KB} kB)`,
              ]
            : []),
          '',
        ]
      : []),
    ...(apis.length ? [apiTable(), ''] : []),
    ...(flashes.length ? [...flashSection(), ''] : []),
    ...(memory.length ? [...memorySection(), ''] : []),
    ...(carts.length ? cartSection() : []),
    ...(orderRuns.length ? ['', ...ordersSection()] : []),
    ...(liveRuns.length ? ['', ...liveSection()] : []),
    ...(chatRuns.length ? ['', ...chatSection()] : []),
    ...(chaosRuns.length ? ['', ...chaosSection()] : []),
  ].join('\n');
  console.log(`\n${markdown}`);

  function apiTable() {
    return [
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
  }

  function flashSection() {
    const verdicts = flashes.map((f) => {
      const where = `- ${f.catalogue} on ${f.database}:`;
      const share = FLASH_SHARE_TARGET[f.database as keyof typeof FLASH_SHARE_TARGET];
      const met =
        f.sharePercent >= share &&
        (f.database !== 'pglite' ||
          (f.server.p99Ms <= FLASH_P99_TARGET_MS && f.server.errors === 0));
      const also = f.database === 'pglite' ? `, p99 ≤ ${FLASH_P99_TARGET_MS} ms, no timeout` : '';
      return `${where} ${f.sharePercent} % of the ceiling (target ≥ ${share} %${also}): ${met ? 'met' : 'MISSED'}`;
    });
    return [
      `### A flash sale's reads under ${CONNECTIONS} connections, beside bare Node serving the same bytes (wrk, ${seconds} s; median of ${apiRuns} runs)`,
      '',
      table(
        [
          'catalogue',
          'database',
          'paths',
          'server req/s',
          'p99 (ms)',
          'errors',
          'ceiling req/s',
          'ceiling p99 (ms)',
          'share',
        ],
        flashes.map((f) => [
          f.catalogue,
          f.database,
          f.paths,
          f.server.requestsPerSecond,
          f.server.p99Ms,
          f.server.errors,
          f.ceiling.requestsPerSecond,
          f.ceiling.p99Ms,
          `${f.sharePercent} %`,
        ]),
      ),
      '',
      ...verdicts,
    ];
  }

  function memorySection() {
    return [
      "### Resident memory (MB), started and after the traffic above: the server's, and its database process's (PGlite's own)",
      '',
      table(
        [
          'catalogue',
          'database',
          'server started',
          'server after',
          'database started',
          'database after',
        ],
        memory.map((m) => [
          m.catalogue,
          m.database,
          m.started.server,
          m.after.server,
          m.started.database || '-',
          m.after.database || '-',
        ]),
      ),
      '',
      ...memory
        .filter((m) => m.database === 'pglite')
        .map(
          (m) =>
            `- ${m.catalogue} on pglite: the server ${m.after.server} MB after the traffic (target ≤ ${RSS_TARGET_MB}): ${m.after.server <= RSS_TARGET_MB ? 'met' : 'MISSED'}; its database process ${m.after.database} MB beside it`,
        ),
    ];
  }

  function cartSection() {
    const verdicts = carts.flatMap((c) => {
      const where = `- ${c.database}:`;
      return [
        ...(c.database === 'postgres'
          ? [
              `${where} p99 of a cart write ${c.p99Ms} ms (target ≤ ${CART_P99_TARGET_MS}): ${c.p99Ms <= CART_P99_TARGET_MS ? 'met' : 'MISSED'}`,
            ]
          : []),
        ...(c.database === 'pglite'
          ? [
              `${where} writes over ${TIMEOUT_MS / 1000} s: ${c.timeouts} (target 0): ${c.timeouts === 0 ? 'met' : 'MISSED'}`,
            ]
          : []),
        `${where} every cart as its shopper's log says (0 lost, extra, different; 0 failed writes): ${cartProblems(c) === 0 ? 'yes' : 'NO'}`,
        `${where} the warm-up, not in the figures: ${c.warmUp.count} writes, p99 ${c.warmUp.p99Ms} ms`,
      ];
    });
    return [
      `### Cart under ${shoppers} shoppers at once (${cartSeconds} s after a ${WARM_UP_SECONDS} s warm-up; every save, update and seller delete timed)`,
      '',
      table(
        [
          'catalogue',
          'database',
          'writes',
          'req/s',
          'p50 (ms)',
          'p99 (ms)',
          'max (ms)',
          'timeouts',
          'failures',
          '409s',
          'lines in carts',
          'lines lost',
          'extra',
          'different',
        ],
        carts.map((c) => [
          c.catalogue,
          c.database,
          c.count,
          c.perSecond,
          c.p50Ms,
          c.p99Ms,
          c.maxMs,
          c.timeouts,
          c.failures,
          c.conflicts,
          c.check.lines,
          c.check.lost,
          c.check.extra,
          c.check.different,
        ]),
      ),
      '',
      ...verdicts,
    ];
  }

  function ordersSection() {
    const verdicts = orderRuns.flatMap((o) => {
      const where = `- ${o.database}:`;
      return [
        o.database === 'postgres'
          ? `${where} p99 of placing an order ${o.p99Ms} ms (target ≤ ${ORDER_P99_TARGET_MS}): ${o.p99Ms <= ORDER_P99_TARGET_MS ? 'met' : 'MISSED'}`
          : `${where} placements over ${ORDER_TIMEOUT_MS / 1000} s: ${o.timeouts} (target 0): ${o.timeouts === 0 ? 'met' : 'MISSED'}`,
        `${where} no stock below zero, stock taken = units sold, one checkout per key, no failed call: ${ordersProblems(o) === 0 ? 'yes' : 'NO'}`,
      ];
    });
    return [
      `### Orders placed by ${buyers} buyers at once (${ordersSeconds} s after a 2 s warm-up; one placement in five sent twice under its key)`,
      '',
      table(
        [
          'catalogue',
          'database',
          'placements',
          'req/s',
          'p50 (ms)',
          'p99 (ms)',
          'max (ms)',
          'timeouts',
          'checkouts placed',
          'refused (sold out)',
          'failures',
          'units sold',
          'stock below 0',
          'stock ≠ sold',
          'keys placing twice',
        ],
        orderRuns.map((o) => [
          o.catalogue,
          o.database,
          o.count,
          o.perSecond,
          o.p50Ms,
          o.p99Ms,
          o.maxMs,
          o.timeouts,
          o.check.payments,
          o.refused,
          o.failures,
          o.check.unitsSold,
          o.check.belowZero,
          o.check.mismatched,
          o.keysSplit,
        ]),
      ),
      '',
      ...verdicts,
    ];
  }

  function liveSection() {
    return [
      `### A live post taking ${LIVE_COMMENTS.toLocaleString('en-US')} comments (the stand-in page, 50 at once; the dashboard read every second)`,
      '',
      table(
        [
          'database',
          'comments/s',
          'p50 (ms)',
          'p95 (ms)',
          'max (ms)',
          'kept',
          'kept twice',
          'stock before → after',
          'units ordered',
          'demand shown / from verdicts',
          'ordered shown / from verdicts',
          'failures',
        ],
        liveRuns.map((l) => [
          l.database,
          l.perSecond,
          l.p50Ms,
          l.p95Ms,
          l.maxMs,
          l.kept,
          l.keptTwice,
          `${l.stockBefore} → ${l.stockAfter}`,
          l.unitsOrdered,
          `${l.demand.shown} / ${l.demand.fromVerdicts}`,
          `${l.ordered.shown} / ${l.ordered.fromVerdicts}`,
          l.failures,
        ]),
      ),
      '',
      ...liveRuns.flatMap((l) => [
        `- ${l.database}: p95 from a comment's arrival to its order on the dashboard ${l.p95Ms} ms (target ≤ ${LIVE_P95_TARGET_MS}): ${l.p95Ms <= LIVE_P95_TARGET_MS ? 'met' : 'MISSED'}`,
        `- ${l.database}: each comment decided once, no oversell, the figures equal to the orders: ${liveProblems(l) === 0 ? 'yes' : 'NO'}`,
      ]),
    ];
  }

  function chatSection() {
    return [
      `### Chat: sockets held open on one server process, messages timed from the send to the other side's socket (${chatSeconds} s after a ${CHAT_WARM_UP_SECONDS} s warm-up, whose messages are checked too)`,
      '',
      table(
        [
          'database',
          'sockets',
          'msgs/s',
          'p50 (ms)',
          'p99 (ms)',
          'max (ms)',
          'ack p99 (ms)',
          'delivered / sent',
          'stored',
          'server MB before → open → after',
          'per socket',
          'database process MB',
        ],
        chatRuns.map((c) => [
          c.database,
          c.sockets,
          c.perSecond,
          c.p50Ms,
          c.p99Ms,
          c.maxMs,
          c.ackP99Ms,
          `${c.delivered} / ${c.sent}`,
          c.stored,
          `${c.memory.before} → ${c.memory.open} → ${c.memory.after}`,
          `${c.memory.perSocketKb} kB`,
          c.databaseMemory.before ? `${c.databaseMemory.before} → ${c.databaseMemory.after}` : '-',
        ]),
      ),
      '',
      ...chatRuns.flatMap((c) => [
        `- ${c.database}: p99 from a send to the other side ${c.p99Ms} ms at ${c.perSecond} messages/s (target ≤ ${CHAT_P99_TARGET_MS} ms at ${CHAT_RATE}/s, ${CHAT_SOCKETS} sockets): ${c.p99Ms <= CHAT_P99_TARGET_MS && c.perSecond >= CHAT_RATE * 0.95 && c.sockets >= CHAT_SOCKETS ? 'met' : 'MISSED'}`,
        `- ${c.database}: every message acknowledged, heard once by each of its conversation's sockets, stored once and numbered in order, no socket closed: ${chatLoadProblems(c) === 0 ? 'yes' : `NO (${JSON.stringify(c.problems)})`}`,
      ]),
    ];
  }

  function chaosSection() {
    return [
      `### Chat chaos: the app's chat machine sending through a proxy that cuts every ${CHAOS_CUT_MS / 1000} s, the server restarted once`,
      '',
      table(
        [
          'database',
          'sent',
          'stored',
          'lost',
          'doubled',
          'order kept',
          'seller holds (in order)',
          'seller frames (again)',
          'cuts',
          'connections',
          "sender's closes by code",
          'restart (s)',
          'run (s)',
        ],
        chaosRuns.map((c) => [
          c.database,
          c.sent,
          c.stored,
          c.lost,
          c.doubled,
          c.orderKept ? 'yes' : 'NO',
          `${c.receiver.held} (${c.receiver.inOrder ? 'yes' : 'NO'})`,
          `${c.receiver.framesHeard} (${c.receiver.framesAgain})`,
          c.cuts,
          c.proxied,
          Object.entries(c.closes)
            .map(([code, n]) => `${code}: ${n}`)
            .join(', '),
          c.restartSeconds,
          c.seconds,
        ]),
      ),
      '',
      ...chaosRuns.map(
        (c) =>
          `- ${c.database}: 0 lost, 0 doubled, order kept, the seller and the sender holding every message in order, the outbox empty${c.timedOut ? ' (TIMED OUT waiting)' : ''}: ${chatChaosProblems(c) === 0 ? 'yes' : 'NO'}`,
      ),
    ];
  }

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
      parts: [...parts],
      cartSeconds,
      shoppers,
      cartTimeoutMs: TIMEOUT_MS,
      ordersSeconds,
      buyers,
      orderTimeoutMs: ORDER_TIMEOUT_MS,
      chatSockets,
      chatRate,
      chatSeconds,
      chaosMessages,
      chaosCutMs: CHAOS_CUT_MS,
    },
    seedingMs: seeding,
    lighthouse: pages,
    firstLoad,
    api: apis,
    flashSale: flashes,
    memory,
    cart: carts,
    orders: orderRuns,
    live: liveRuns,
    chat: chatRuns,
    chatChaos: chaosRuns,
  };
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nbench/results/latest.json written');

  // The cart's correctness is never only reported: a line lost fails the run.
  if (carts.some((c) => cartProblems(c) > 0)) {
    console.error('bench: a cart does not hold what its shopper wrote, or a cart write failed');
    process.exitCode = 1;
  }
  if (liveRuns.some((l) => liveProblems(l) > 0)) {
    console.error(
      'bench: a live comment was lost or decided twice, oversold, or its figures are off',
    );
    process.exitCode = 1;
  }
  if (chatRuns.some((c) => chatLoadProblems(c) > 0)) {
    console.error(
      'bench: a chat message was not delivered once to each socket, not acknowledged or not stored once in order, or a socket closed',
    );
    process.exitCode = 1;
  }
  if (chaosRuns.some((c) => chatChaosProblems(c) > 0)) {
    console.error('bench: in the chat chaos, a message was lost, doubled or out of order');
    process.exitCode = 1;
  }
  if (orderRuns.some((o) => ordersProblems(o) > 0)) {
    console.error(
      'bench: stock went below zero or is not the units sold, a key placed twice, or a call failed',
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
