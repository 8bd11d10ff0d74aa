// The whole server as one Hono app: the API under /api (every operation of
// openapi/storefront.yaml), seed images under /images, shoppers' uploads under /uploads,
// social sign-in's browser routes under /auth (and its offline stand-in provider under
// /stand-in), the built SPA everywhere else.
// createApp takes its dependencies so tests run it in-process with app.request().
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createServices, type ServiceOptions } from './accounts/services.ts';
import { mountSocial, type SocialOptions } from './accounts/social/index.ts';
import { type ContractOperation, loadContract } from './contract/contract.ts';
import type { Db } from './db/client.ts';
import { answerError } from './http/api-error.ts';
import { bootHead } from './http/boot.ts';
import type { Handlers } from './http/handler.ts';
import { mountOperations } from './http/operations.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountSpa } from './http/spa.ts';
import { accountLookupHandlers } from './routes/account-lookups.ts';
import { adminHandlers } from './routes/admin.ts';
import { bannerHandlers } from './routes/banners.ts';
import { campaignHandlers } from './routes/campaigns.ts';
import { categoryHandlers } from './routes/categories.ts';
import { checkoutOptionHandlers } from './routes/checkout-options.ts';
import { emailLinkHandlers } from './routes/email-links.ts';
import { otpHandlers } from './routes/otp.ts';
import { productHandlers } from './routes/products.ts';
import { registerHandlers } from './routes/register.ts';
import { searchHandlers } from './routes/search.ts';
import { settingsHandlers } from './routes/settings.ts';
import { shareHandlers } from './routes/share.ts';
import { signInHandlers } from './routes/sign-in.ts';
import { socialSignInHandlers } from './routes/social-sign-in.ts';
import { staticPageHandlers } from './routes/static-pages.ts';
import { storeHandlers } from './routes/stores.ts';
import { userHandlers } from './routes/user.ts';
import { mountUploads } from './uploads/serve.ts';

/** The public storefront key (team conventions). */
export const STOREFRONT_API_KEY = 'storefront-web';

export interface AppDeps extends ServiceOptions {
  db: Db;
  /** Folder of the built SPA; without it only /api and /images are served. */
  distDir?: string;
  /** Renders `/images/...`; null means no such image. */
  renderImage?: (path: string) => Promise<{ body: Uint8Array; contentType: string } | null>;
  log?: (message: string, error: unknown) => void;
  /** The contract's operations; the tests give an altered contract to prove its bounds matter. */
  operations?: ContractOperation[];
  /** Real social sign-in providers' credentials; the others are played by the stand-in. */
  social?: SocialOptions;
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
  ...otpHandlers,
  ...registerHandlers,
  ...signInHandlers,
  ...socialSignInHandlers,
  ...userHandlers,
  ...accountLookupHandlers,
  ...emailLinkHandlers,
  ...adminHandlers,
};

export function createApp(deps: AppDeps): Hono {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const app = new Hono();
  app.use(securityHeaders);
  // hono's compress reads the finished response's headers, which turns @hono/node-server's
  // light response into a full one: skip it for clients that take no encoding.
  const compressed = compress();
  app.use((c, next) => (c.req.header('accept-encoding') ? compressed(c, next) : next()));

  const services = createServices(deps.db, deps);
  const api = new Hono();
  mountOperations(api, {
    operations: deps.operations ?? loadContract(),
    handlers,
    db: deps.db,
    apiKey: STOREFRONT_API_KEY,
    services,
  });
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

  mountUploads(app, services.uploads);
  mountSocial(app, { db: deps.db, services, options: deps.social, log });

  if (deps.distDir) {
    mountSpa(app, deps.distDir, (request) =>
      bootHead(request, (path, culture) =>
        app.request(`/api${path}`, {
          headers: { 'X-Api-Key': STOREFRONT_API_KEY, Culture: culture },
        }),
      ),
    );
  }

  app.onError(answerError(log));
  return app;
}
