// Social sign-in (LINE, Facebook, Google, Apple) on the app: the providers (real ones where
// configured, the stand-in otherwise), the stand-in's own pages for the others, and the
// browser's /auth routes. The API half is social-sign-in.operations.ts.
import type { Hono } from 'hono';
import type { Db } from '../../../db/client.ts';
import { SOCIAL_PROVIDERS } from '../../../db/schema.ts';
import type { AccountServices } from '../services.ts';
import { mountSocialSignIn } from './browser-routes.ts';
import { createIdentityProviders, type SocialOptions } from './providers.ts';
import { createStandIn } from './stand-in.ts';

export type { SocialOptions } from './providers.ts';

export function mountSocial(
  app: Hono,
  deps: {
    db: Db;
    services: AccountServices;
    options?: SocialOptions | undefined;
    log: (message: string, error: unknown) => void;
  },
): void {
  const { services, options = {} } = deps;
  const standIn = createStandIn({
    publicUrl: services.publicUrl,
    now: services.now,
    secret: options.standInSecret,
  });
  const providers = createIdentityProviders(options, services, standIn.provider);
  standIn.mount(
    app,
    SOCIAL_PROVIDERS.filter((provider) => providers[provider].kind === 'stand-in'),
  );
  mountSocialSignIn(app, { db: deps.db, services, providers, log: deps.log });
}
