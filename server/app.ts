// The whole server as one Hono app: the API under /api (every operation of
// openapi/storefront.yaml), seed images under /images, the built SPA everywhere else.
// createApp takes its dependencies so tests run it in-process with app.request().
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { loadContract } from './contract/contract.ts';
import type { Db } from './db/client.ts';
import { ApiError, envelope } from './http/api-error.ts';
import { bootHead } from './http/boot.ts';
import type { Handlers } from './http/handler.ts';
import { mountOperations } from './http/operations.ts';
import { mountSpa } from './http/spa.ts';
import { bannerHandlers } from './routes/banners.ts';
import { campaignHandlers } from './routes/campaigns.ts';
import { categoryHandlers } from './routes/categories.ts';
import { checkoutOptionHandlers } from './routes/checkout-options.ts';
import { productHandlers } from './routes/products.ts';
import { searchHandlers } from './routes/search.ts';
import { settingsHandlers } from './routes/settings.ts';
import { shareHandlers } from './routes/share.ts';
import { staticPageHandlers } from './routes/static-pages.ts';
import { storeHandlers } from './routes/stores.ts';

/** The public storefront key (team conventions). */
export const STOREFRONT_API_KEY = 'storefront-web';

export interface AppDeps {
  db: Db;
  /** Folder of the built SPA; without it only /api and /images are served. */
  distDir?: string;
  /** Renders `/images/...`; null means no such image. */
  renderImage?: (path: string) => Promise<{ body: Uint8Array; contentType: string } | null>;
  log?: (message: string, error: unknown) => void;
}

const handlers: Handlers = {
  ...settingsHandlers,
  ...bannerHandlers,
  ...categoryHandlers,
  ...productHandlers,
  ...searchHandlers,
  ...campaignHandlers,
  ...storeHandlers,
  ...checkoutOptionHandlers,
  ...staticPageHandlers,
  ...shareHandlers,
};

export function createApp(deps: AppDeps): Hono {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const app = new Hono();
  // hono's compress reads the finished response's headers, which turns @hono/node-server's
  // light response into a full one: skip it for clients that take no encoding.
  const compressed = compress();
  app.use((c, next) => (c.req.header('accept-encoding') ? compressed(c, next) : next()));

  const api = new Hono();
  mountOperations(api, {
    operations: loadContract(),
    handlers,
    db: deps.db,
    apiKey: STOREFRONT_API_KEY,
  });
  api.all('*', (c) =>
    c.json(envelope(0, `No API operation ${c.req.method} ${c.req.path}`, null), 404),
  );
  app.route('/api', api);

  app.get('/images/*', async (c) => {
    const image = await deps.renderImage?.(c.req.path);
    if (!image) return c.text('Not found', 404);
    return c.body(image.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': image.contentType,
      // Seed images change only with their templates: a day is fresh enough.
      'Cache-Control': 'public, max-age=86400',
    });
  });

  if (deps.distDir) {
    mountSpa(app, deps.distDir, (request) =>
      bootHead(request, (path, culture) =>
        app.request(`/api${path}`, {
          headers: { 'X-Api-Key': STOREFRONT_API_KEY, Culture: culture },
        }),
      ),
    );
  }

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(envelope(0, error.message, error.detail), error.status);
    }
    // Hono's own client errors (e.g. a malformed request) keep their 4xx status.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(envelope(0, error.message || 'Bad request', null), error.status);
    }
    log(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(envelope(0, 'Something went wrong on our side; please try again.', null), 500);
  });
  return app;
}
