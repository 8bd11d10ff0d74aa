// `npm run serve` / `npm start`: one process serving /api, /images, /uploads and the built SPA.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createApp, STOREFRONT_API_KEY } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { type DatabaseProcess, openDatabaseProcess } from './db/pglite-process.ts';
import { deploymentRefusal, isPublicDemo } from './deployment.ts';
import { cookieSessionUser } from './features/accounts/session-auth.ts';
import { keptCatalogue } from './features/catalogue/catalogue-cache.ts';
import { startChatHub } from './features/chat/chat-hub.ts';
import { createChatSockets } from './features/chat/chat-sockets.ts';
import { EXPIRY_SWEEP_MS } from './features/orders/expiry.ts';
import { scaledLimits } from './features/shared/rate-limits.ts';
import { loadFirstScreen } from './http/first-screen.ts';
import { answeringKept } from './http/kept-answers-listener.ts';
import { renderImage } from './images/index.ts';

/** The configuration, or the reason it cannot start, said plainly (no stack) and exit 1. */
function configOrExit(): ServerConfig {
  try {
    const config = readConfig();
    const refusal = deploymentRefusal(config.deployment);
    if (refusal) throw new Error(refusal);
    return config;
  } catch (error) {
    console.error(`The storefront cannot start.\n${(error as Error).message}`);
    process.exit(1);
  }
}

/**
 * Migrates and seeds in a process of its own (server/prepare-database.ts, beside this module:
 * .ts from source, .js compiled), started as this one was (tsx's loader from source).
 */
function prepareInOwnProcess(): void {
  const here = fileURLToPath(import.meta.url);
  const entry = join(dirname(here), `prepare-database${extname(here)}`);
  const { status } = spawnSync(process.execPath, [...process.execArgv, entry], {
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error('The storefront cannot start: preparing its database failed (above).');
    process.exit(1);
  }
}

const config = configOrExit();
prepareInOwnProcess();
let stopping = false;
/** Without its database process the server cannot answer: it stops and says why, not hangs. */
function stoppingWith(database: DatabaseProcess): DatabaseProcess {
  database.exited.then((how) => {
    if (stopping) return;
    console.error(`The storefront stops: its database process (PGlite) ended (${how}).`);
    process.exit(1);
  });
  return database;
}
// PGlite in a process of its own: its memory, which never shrinks, is not this one's.
const database = config.databaseUrl
  ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir })
  : stoppingWith(await openDatabaseProcess(config.pgliteDir));
const catalogue = await keptCatalogue(database, config.answerCacheBytes);

const app = createApp({
  db: database.db,
  distDir: config.distDir,
  firstScreen: await loadFirstScreen(config.firstScreenDir),
  renderImage: (path) => renderImage(path, config.imageCacheDir),
  uploadsDir: config.uploadsDir,
  outboxFile: config.outboxFile,
  adminToken: config.adminToken,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  rateLimits: scaledLimits(config.rateLimitFactor),
  otpResendSeconds: config.otpResendSeconds,
  social: config.social,
  orderExpiryMinutes: config.orderExpiryMinutes,
  promptPayId: config.promptPayId,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  demo: isPublicDemo(config.deployment),
  stripe: config.stripe,
  pages: config.pages,
  catalogueAnswers: catalogue.answers,
});
console.log(
  config.smtpUrl
    ? `E-mails go through SMTP (SMTP_URL); codes sent go to the outbox: this log and ${config.outboxFile}`
    : `Codes and e-mails sent go to the outbox: this log and ${config.outboxFile}`,
);
const { standIns } = config.deployment;
if (standIns.length) {
  const played = standIns.map((use) => use.provider).join(', ');
  console.log(`Played by the offline stand-in: ${played}`);
  if (isPublicDemo(config.deployment))
    console.log('ALLOW_STAND_INS: every page says it is a demo.');
}
// Unpaid checkouts past their time give their stock back even when nobody reads them. The sweep
// under way is kept, so a stop waits for it before the database closes.
let sweeping: Promise<void> | null = null;
const sweep = setInterval(() => {
  // A sweep still under way (a long poll of a live post's comments) is not run twice at once.
  if (sweeping) return;
  sweeping = app
    .sweep()
    .catch((error) => console.error('Expiry sweep failed', error))
    .finally(() => {
      sweeping = null;
    });
}, EXPIRY_SWEEP_MS);
sweep.unref();
// Chat's sockets on the same port, their fan-out shared with every process by the database.
const chat = await startChatHub(database, (message, error) => console.error(message, error));
const chatSockets = createChatSockets({
  db: database.db,
  hub: chat,
  publicUrl: config.publicUrl,
  now: () => new Date(),
  messageLimit: scaledLimits(config.rateLimitFactor).chatMessagesPerUser,
  frameLimit: scaledLimits(config.rateLimitFactor).chatFramesPerSocket,
  userOf: cookieSessionUser(database.db, () => new Date()),
  log: (message, error) => console.error(message, error),
});
// Catalogue answers already kept go out before Hono (kept-answers-listener.ts).
const server = createServer(
  answeringKept(catalogue.answers, STOREFRONT_API_KEY, getRequestListener(app.fetch)),
).listen(config.port, () => {
  console.log(`Storefront on ${database.driver}: http://localhost:${config.port}`);
});
server.on('upgrade', chatSockets.upgrade);
// An idle kept-alive connection is closed by the client or its proxy, not by us first: Node's 5 s
// races a client that sends on the socket as it closes (ECONNRESET: a POST lost). Node's own
// client closes at the announced timeout less 1 s, which a client busy for a second misses.
// Longer than the usual 60 s idle timeout of a load balancer, as their guides ask.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

/** How long a stop lets open streams run before it closes them. */
const STREAMS_GRACE_MS = 2000;

// Stop taking connections, let requests in flight and the sweep under way finish, then close
// the database (PGlite's files stay consistent for the next start; pg's pool is not ended under
// a running query).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    clearInterval(sweep);
    // Sockets are the upgraded connections server.close does not wait for: told to come back.
    chatSockets.close();
    server.close(() => {
      Promise.resolve(sweeping)
        .then(() => chat.stop())
        .then(() => catalogue.stop())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    // Keep-alive connections would hold close() open: end the idle ones now, and after a grace
    // the ones that never end by themselves (a live post's event stream: EventSource reconnects).
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), STREAMS_GRACE_MS).unref();
  });
}
