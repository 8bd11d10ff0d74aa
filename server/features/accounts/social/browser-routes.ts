// Social sign-in as the browser walks it. These are navigations, not API calls, so they are
// outside the OpenAPI contract (and need no X-Api-Key):
//
//   GET /auth/{provider}?state=<app state>   sets the sign-in cookie, 302 to the provider
//   GET|POST /auth/{provider}/callback       checks the cookie, exchanges the code, makes a
//                                            ticket, 303 to the SPA's
//                                            /login/{provider}/redirect/get-login?ticket=&state=
//
// The SPA then asks POST /api/ValidateAccout and POST /api/LoginExternal with the ticket
// (social-sign-in.operations.ts), and with the ticket cookie (ticket-cookie.ts). The OAuth
// state sent to LINE is the spec's app state itself (its shape is the spec's); the others get
// a random one. The app state goes back to the SPA unchanged; the cookie, the random state,
// PKCE and the nonce are what bind the callback to this browser (oauth-cookie.ts).
// The callback is a GET that writes a ticket, as every OAuth callback must be; it needs the
// one-use cookie and a fresh code, so a prefetch or a replay writes nothing.
import { generateCodeVerifier, generateState } from 'arctic';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../../db/client.ts';
import { envelope } from '../../../http/api-error.ts';
import { clientOf } from '../../../http/client.ts';
import { navigationCulture } from '../../../http/culture.ts';
import { msg, type Text } from '../../../http/messages.ts';
import { formOf } from '../../shared/stand-in-page.ts';
import type { AccountServices } from '../services.ts';
import { setOAuthCookie, takeOAuthCookie } from './oauth-cookie.ts';
import { type IdentityProvider, isSocialProvider, type SocialProvider } from './providers.ts';
import { setTicketCookie } from './ticket-cookie.ts';
import { createTicket } from './tickets.ts';

/**
 * LINE's state in the spec: register flag (1 log in, 2 register), phone, code, tier type
 * and reference joined by underscores, 0 for an empty value. Facebook and Google use it too.
 */
const SPEC_STATE = /^[12]_(0|0\d{9})_(0|\d{6})_[012]_(0|[A-Z0-9]{6})$/;
/** Apple's in the spec: Member-{phone} or Customer-{phone}, 0 without a phone. */
const APPLE_STATE = /^(Member|Customer)-(0|0\d{9})$/;
const STATE_OF: Record<SocialProvider, RegExp> = {
  line: SPEC_STATE,
  facebook: SPEC_STATE,
  google: SPEC_STATE,
  apple: APPLE_STATE,
};
const SPEC_STATE_RULE = msg('social.stateRule');
const STATE_RULE: Record<SocialProvider, Text> = {
  line: SPEC_STATE_RULE,
  facebook: SPEC_STATE_RULE,
  google: SPEC_STATE_RULE,
  apple: msg('social.appleStateRule', { member: 'Member-{phone}', customer: 'Customer-{phone}' }),
};

// These are navigations, which send no Culture header (unless a client adds one): their
// refusals are in the language of the SPA's cookie (navigationCulture).

/** What the providers send when the user said no (Apple has a word of its own). */
const CANCELLED = new Set(['access_denied', 'user_cancelled_authorize']);
const MAX_CODE_LENGTH = 4096;
const MAX_FORM_BYTES = 16 * 1024;

export interface SocialRoutesDeps {
  db: Db;
  services: AccountServices;
  providers: Record<SocialProvider, IdentityProvider>;
  log: (message: string, error: unknown) => void;
}

export function mountSocialSignIn(app: Hono, deps: SocialRoutesDeps): void {
  const { db, services, providers, log } = deps;
  const providerOf = (c: Context): SocialProvider | null => {
    const name = c.req.param('provider') ?? '';
    return isSocialProvider(name) ? name : null;
  };
  const notFound = (c: Context) => {
    const text = msg('social.noProvider', { provider: c.req.param('provider') ?? '' });
    return c.json(envelope(0, text(navigationCulture(c)), null), 404);
  };
  /** The SPA's landing page of a sign-in, with what it needs to go on. */
  const toSpa = (c: Context, provider: SocialProvider, query: Record<string, string>) => {
    c.header('Cache-Control', 'no-store');
    const search = new URLSearchParams(query).toString();
    return c.redirect(`${services.publicUrl}/login/${provider}/redirect/get-login?${search}`, 303);
  };

  app.get('/auth/:provider', (c) => {
    const provider = providerOf(c);
    if (!provider) return notFound(c);
    const state = c.req.query('state') ?? '';
    if (!STATE_OF[provider].test(state)) {
      const culture = navigationCulture(c);
      const rule = STATE_RULE[provider](culture);
      const message = msg('field.problem', { field: 'query.state', problem: rule })(culture);
      return c.json(envelope(0, message, [{ field: 'query.state', message: rule }]), 400);
    }
    const codeVerifier = generateCodeVerifier();
    const nonce = generateState();
    // LINE's OAuth state is the spec's app state, which anyone can write: PKCE and the nonce
    // bind its callback. The others get a random one (Facebook has neither PKCE nor a nonce),
    // and the app state waits in the cookie.
    const oauthState = provider === 'line' ? state : generateState();
    const { secure } = clientOf(c, services.trustProxy);
    setOAuthCookie(c, { provider, state, oauthState, codeVerifier, nonce }, secure);
    c.header('Cache-Control', 'no-store');
    return c.redirect(
      providers[provider].authorizationUrl(oauthState, codeVerifier, nonce).toString(),
      302,
    );
  });

  const callback = async (c: Context) => {
    const provider = providerOf(c);
    if (!provider) return notFound(c);
    const params =
      c.req.method === 'POST' ? await formOf(c) : new URLSearchParams(new URL(c.req.url).search);
    const { secure } = clientOf(c, services.trustProxy);
    const saved = takeOAuthCookie(c, provider, secure);
    const failed = (cause: string, error: unknown = null) => {
      log(`social sign-in with ${provider} failed: ${cause}`, error);
      return toSpa(
        c,
        provider,
        saved ? { error: 'failed', state: saved.state } : { error: 'failed' },
      );
    };
    if (!saved) return failed('no sign-in cookie (never set, expired or already used)');
    if (params.get('state') !== saved.oauthState)
      return failed('the state differs from the cookie');
    const error = params.get('error');
    if (error !== null) {
      if (CANCELLED.has(error))
        return toSpa(c, provider, { error: 'cancelled', state: saved.state });
      return failed(`the provider answered ${error.slice(0, 100)}`);
    }
    const code = params.get('code') ?? '';
    if (code === '' || code.length > MAX_CODE_LENGTH) return failed('no usable code');
    let identity: Awaited<ReturnType<IdentityProvider['identityFromCode']>>;
    try {
      identity = await providers[provider].identityFromCode(code, saved.codeVerifier, saved.nonce);
    } catch (exchangeError) {
      return failed('the code exchange or the identity was refused', exchangeError);
    }
    const ticket = await createTicket(db, provider, identity, services.now());
    setTicketCookie(c, ticket, secure);
    return toSpa(c, provider, { ticket, state: saved.state });
  };
  const formLimit = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: (c) =>
      c.text(
        msg('request.tooLarge', { size: `${MAX_FORM_BYTES / 1024} kB` })(navigationCulture(c)),
        413,
      ),
  });
  app.get('/auth/:provider/callback', callback);
  // Apple answers with a form POST (response_mode=form_post).
  app.post('/auth/:provider/callback', formLimit, callback);
  app.all('/auth/*', (c) =>
    c.json(
      envelope(0, msg('social.noRoute', { path: c.req.path })(navigationCulture(c)), null),
      404,
    ),
  );
}
