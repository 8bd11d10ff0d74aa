// The whole server as one Hono app: the API under /api (every operation of
// openapi/storefront.yaml), seed images under /images, shoppers' uploads under /uploads,
// social sign-in's browser routes under /auth (and its offline stand-in provider under
// /stand-in), the card provider's webhook under /webhooks/stripe (and, without Stripe's keys,
// the stand-in's payment page under /stand-in/stripe), live selling's page webhook under
// /webhooks/facebook, its page connection under /auth/facebook-page (and, without the Facebook
// app's keys, the stand-in page under /stand-in/facebook-page), a live post's server-sent
// events under /events/live-posts, the built SPA everywhere else.
// createApp takes its dependencies so tests run it in-process with app.request(). This is the
// composition root: the one place that plugs the features (their operations, services, session
// look-up and browser routes) into the HTTP layer, which imports no feature itself.
import { Hono } from 'hono';
import { type ContractOperation, loadContract } from './contract/contract.ts';
import type { Db } from './db/client.ts';
import { collectingProductChanges } from './db/product-changes.ts';
import { SHOPPER_PHOTO_PURPOSES } from './db/schema-photos.ts';
import { createServices, type ServiceOptions } from './features/accounts/services.ts';
import { cookieSessionUser, sessionAuthenticator } from './features/accounts/session-auth.ts';
import { mountSocial, type SocialOptions } from './features/accounts/social/index.ts';
import { CACHED_OPERATIONS, productsShown } from './features/catalogue/catalogue-cache.ts';
import { reviewPhotoReader } from './features/catalogue/reviews/review-photo-readers.ts';
import { sweepChatImages } from './features/chat/chat-images.ts';
import { mayReadImage } from './features/chat/chat-store.ts';
import { expireLiveOrders } from './features/live/orders.operations.ts';
import { pollComments } from './features/live/page/comment-poll.ts';
import { mountPageConnect } from './features/live/page/connect-routes.ts';
import {
  PAGE_WEBHOOK_PATH,
  type PageAppKeys,
  pageProvider,
} from './features/live/page/page-provider.ts';
import type { PageStandIn } from './features/live/page/stand-in/index.ts';
import { retellBuyers } from './features/live/page/tell-buyer.ts';
import { mountPageWebhook } from './features/live/page/webhook-route.ts';
import { mountPostEvents, postWatches } from './features/live/post-events.ts';
import { sweepCardSessions } from './features/orders/card/card-payments.ts';
import { cardProvider } from './features/orders/card/card-provider.ts';
import { CARD_WEBHOOK_PATH, mountCardWebhook } from './features/orders/card/card-webhook.ts';
import type { StripeKeys } from './features/orders/card/stripe-client.ts';
import { confirmDueCashback } from './features/orders/cashback.ts';
import { expireOverdue } from './features/orders/expiry.ts';
import { refundCardReturnsDue } from './features/orders/return-moves.ts';
import { DEFAULT_ORDER_EXPIRY_MINUTES, DEMO_PROMPTPAY_ID } from './features/orders/services.ts';
import { sweepSlips } from './features/orders/slip-file.ts';
import type { StripeStandIn } from './features/orders/stripe-stand-in/index.ts';
import { sweepShopperPhotos } from './features/shared/shopper-photos.ts';
import type { AnswerCache } from './http/answer-cache.ts';
import { answerError } from './http/api-error.ts';
import { compression } from './http/compression.ts';
import type { FirstScreenDrawer } from './http/first-screen.ts';
import { mountOperations } from './http/operations.ts';
import { pageDocuments } from './http/page-document.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountSpa } from './http/spa.ts';
import { mountShareImages } from './images/share-image.ts';
import { handlers } from './operations.ts';
import { mountUploads } from './uploads/serve.ts';

/** The public storefront key (team conventions). */
export const STOREFRONT_API_KEY = 'storefront-web';

export interface AppDeps extends ServiceOptions {
  db: Db;
  /** Folder of the built SPA; without it only /api and /images are served. */
  distDir?: string;
  /** Draws public pages' first screens (http/first-screen.ts); without it the browser does. */
  firstScreen?: FirstScreenDrawer | undefined;
  /** Renders `/images/...`; null means no such image. */
  renderImage?: (path: string) => Promise<{ body: Uint8Array; contentType: string } | null>;
  log?: (message: string, error: unknown) => void;
  /** The contract's operations; the tests give an altered contract to prove its bounds matter. */
  operations?: ContractOperation[];
  /** Real social sign-in providers' credentials; the others are played by the stand-in. */
  social?: SocialOptions;
  /** How long an unpaid checkout waits for its payment; DEFAULT_ORDER_EXPIRY_MINUTES without. */
  orderExpiryMinutes?: number | undefined;
  /** The shop's PromptPay id; DEMO_PROMPTPAY_ID without. */
  promptPayId?: string;
  /** A public demo: every page says so (server/deployment.ts). */
  demo?: boolean;
  /** Stripe's keys; without, the stand-in plays Stripe. */
  stripe?: StripeKeys | undefined;
  /**
   * Where the catalogue's answers are kept (server/features/catalogue/catalogue-cache.ts),
   * following the database's changes; without it every answer is read afresh.
   */
  catalogueAnswers?: AnswerCache;
  /** Given the Stripe stand-in when it plays (tests wait on its webhooks). */
  onStripeStandIn?: (standIn: StripeStandIn) => void;
  /** The Facebook app's keys for pages; without, the stand-in plays the social page. */
  pages?: PageAppKeys | undefined;
  /** Given the social-page stand-in when it plays (tests and the bench comment through it). */
  onPageStandIn?: (standIn: PageStandIn) => void;
  /** False: the stand-in has no webhook endpoint registered, and delivers nothing (tests). */
  standInWebhooks?: boolean;
}

/** The shop's app, and what its server runs every EXPIRY_SWEEP_MS. */
export type ShopApp = Hono & {
  /**
   * Expires unpaid checkouts past their time, closes their card sessions, retries refunds
   * (of card sessions and of returns), removes slip files no payment names, chat pictures never
   * sent and shoppers' photos never attached, confirms the cashback past its return window,
   * polls the live posts' comments and expires the live orders left unpaid.
   */
  sweep(): Promise<void>;
};

export function createApp(deps: AppDeps): ShopApp {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const app = new Hono();
  app.use(securityHeaders);
  app.use(compression());

  const accountServices = createServices(deps.db, deps);
  const card = cardProvider({
    stripe: deps.stripe,
    publicUrl: accountServices.publicUrl,
    now: accountServices.now,
    log,
    deliver:
      deps.standInWebhooks === false
        ? null
        : async (payload, signature) =>
            (
              await app.request(CARD_WEBHOOK_PATH, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
                body: payload,
              })
            ).status,
  });
  if (card.standIn) deps.onStripeStandIn?.(card.standIn);
  const pages = pageProvider({
    keys: deps.pages,
    publicUrl: accountServices.publicUrl,
    now: accountServices.now,
    log,
    deliver: async (raw, signature) =>
      (
        await app.request(PAGE_WEBHOOK_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
          body: raw,
        })
      ).status,
  });
  if (pages.standIn) deps.onPageStandIn?.(pages.standIn);
  const services = {
    ...accountServices,
    log,
    cardGateway: card.gateway,
    orderExpiryMinutes: deps.orderExpiryMinutes ?? DEFAULT_ORDER_EXPIRY_MINUTES,
    promptPayId: deps.promptPayId ?? DEMO_PROMPTPAY_ID,
    demo: deps.demo ?? false,
    pages,
  };
  const auth = sessionAuthenticator(deps.db, services.now);
  const api = new Hono();
  mountOperations(api, {
    operations: deps.operations ?? loadContract(),
    handlers,
    db: deps.db,
    apiKey: STOREFRONT_API_KEY,
    auth,
    trustProxy: services.trustProxy,
    services,
    cache: deps.catalogueAnswers && {
      answers: deps.catalogueAnswers,
      operations: CACHED_OPERATIONS,
      productsOf: productsShown,
    },
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

  const cookieUser = cookieSessionUser(deps.db, services.now);
  mountUploads(app, services.uploads, {
    async mayReadChat(name, cookieHeader) {
      const userId = await cookieUser(cookieHeader);
      return userId !== null && mayReadImage(deps.db, userId, name);
    },
    async reviewPhotoReader(name, cookieHeader) {
      return reviewPhotoReader(deps.db, name, () => cookieUser(cookieHeader));
    },
  });
  mountCardWebhook(app, { ...services, db: deps.db });
  const pageDeps = {
    db: deps.db,
    provider: pages,
    now: services.now,
    publicUrl: services.publicUrl,
    log,
    productsChanged: (productIds: Set<number>) =>
      deps.catalogueAnswers?.productsChanged(productIds),
  };
  mountPageWebhook(app, pageDeps);
  mountPageConnect(app, { ...pageDeps, auth, trustProxy: services.trustProxy });
  mountPostEvents(app, { db: deps.db, watches: postWatches(deps.db, log) });
  // Before the social stand-in, whose /stand-in/* answers every other path with a 404.
  card.mount(app);
  pages.mount(app);
  mountSocial(app, { db: deps.db, services, options: deps.social, log });

  mountShareImages(app, deps.renderImage);
  if (deps.distDir) {
    const pages = pageDocuments({
      // fetch, not request(): @hono/node-server's own Request class fails request()'s instanceof.
      callApi: (request) => app.fetch(request),
      apiKey: STOREFRONT_API_KEY,
      origin: services.publicUrl,
      firstScreen: deps.firstScreen?.((request) => app.fetch(request)),
    });
    mountSpa(app, deps.distDir, pages);
  }

  app.onError(answerError(log));
  return Object.assign(app, {
    sweep: () =>
      // Stock given back is dropped from the kept answers before the sweep ends.
      collectingProductChanges(
        async () => {
          await expireOverdue(deps.db, services.now());
          await sweepCardSessions(deps.db, services);
          await refundCardReturnsDue(deps.db, services);
          await sweepSlips(deps.db, services.uploads, services.now());
          await sweepChatImages(deps.db, services.uploads, services.now());
          for (const purpose of SHOPPER_PHOTO_PURPOSES)
            await sweepShopperPhotos(deps.db, services.uploads, purpose, services.now());
          await confirmDueCashback(deps.db, services.now());
          await pollComments(pageDeps);
          await retellBuyers(pageDeps);
          await expireLiveOrders(deps.db, services.now());
        },
        (productIds) => deps.catalogueAnswers?.productsChanged(productIds),
      ),
  });
}
