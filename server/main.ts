// `npm run serve` / `npm start`: one process serving /api, /images, /uploads and the built SPA.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { SOCIAL_PROVIDERS } from './db/schema.ts';
import { scaledLimits } from './features/accounts/rate-limits.ts';
import { EXPIRY_SWEEP_MS, expireOverdue } from './features/orders/expiry.ts';
import { renderImage } from './images/index.ts';
import { prepareDatabase } from './seed/prepare.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
const { seeded } = await prepareDatabase(database);
if (seeded) console.log('Seeded the catalogue into an empty database.');

const app = createApp({
  db: database.db,
  distDir: config.distDir,
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
});
console.log(`Codes and e-mails sent go to the outbox: this log and ${config.outboxFile}`);
const standIns = SOCIAL_PROVIDERS.filter((provider) => !config.social[provider]);
if (standIns.length) {
  console.log(`Social sign-in through the offline stand-in provider: ${standIns.join(', ')}`);
}
// Unpaid checkouts past their time give their stock back even when nobody reads them.
const sweep = setInterval(() => {
  expireOverdue(database.db, new Date()).catch((error) =>
    console.error('Expiry sweep failed', error),
  );
}, EXPIRY_SWEEP_MS);
sweep.unref();
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`Storefront on ${database.driver}: http://localhost:${info.port}`);
});

// Stop taking connections, let requests in flight finish, then close the database (PGlite's
// files stay consistent for the next start; pg's pool is not ended under a running query).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(sweep);
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
    // Keep-alive connections would hold close() open: end the idle ones now.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
