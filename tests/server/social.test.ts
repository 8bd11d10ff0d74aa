// Social sign-in (LINE, Facebook, Google, Apple) end to end on the offline stand-in: the
// browser's redirects with their cookie carried by hand, the stand-in's consent page and
// token endpoint (reached through arctic, its fetch routed into the app), the tickets, and
// /ValidateAccout and /LoginExternal; then everything an attacker would try. With real
// providers' credentials the first redirect goes to the real authorise pages.
import { generateKeyPairSync } from 'node:crypto';
import { OAuth2RequestError } from 'arctic';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { socialOptionsOf } from '../../server/config.ts';
import { socialIdentities, socialTickets, users } from '../../server/db/schema.ts';
import type { SocialProvider } from '../../server/features/accounts/social/providers.ts';
import { createStandIn } from '../../server/features/accounts/social/stand-in.ts';
import {
  cookiesOf,
  newEmail,
  newPhone,
  registerForm,
  sendCode,
  sessionOf,
  testClock,
} from './support/accounts.ts';
import { DRIVERS, type FieldError, useTestServer } from './support/server.ts';

const PUBLIC_URL = 'http://shop.test';
const STAND_IN_SECRET = 'stand-in secret of the social tests';
const PROVIDERS: SocialProvider[] = ['line', 'facebook', 'google', 'apple'];
const NAMES = { line: 'Line', facebook: 'Facebook', google: 'Google', apple: 'Apple' } as const;
const SCOPES = {
  line: 'profile openid email',
  facebook: 'email public_profile',
  google: 'openid email profile',
  apple: 'name email',
};
const LOGIN_STATE = '1_0_0_0_0';
const stateOf = (provider: SocialProvider) => (provider === 'apple' ? 'Member-0' : LOGIN_STATE);
const YEAR_SECONDS = String(365 * 24 * 60 * 60);
const fieldsOf = (detail: unknown) => (detail as FieldError[]).map((error) => error.field).sort();

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** The hidden fields of the consent page's form, as a browser would post them. */
function hiddenFieldsOf(html: string): URLSearchParams {
  const form = new URLSearchParams();
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
  )) {
    form.set(
      name,
      value
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    );
  }
  return form;
}

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  const logged: { message: string; error: unknown }[] = [];
  const server = useTestServer(driver, {
    now: clock.now,
    publicUrl: PUBLIC_URL,
    trustProxy: true,
    social: { standInSecret: STAND_IN_SECRET },
    log: (message, error) => logged.push({ message, error }),
    rateLimits: {
      otpPerAddress: { points: 1000, seconds: 3600 },
      loginFailuresPerAddress: { points: 5, seconds: 900 },
    },
  });
  // Our server fetches the stand-in's token endpoint at PUBLIC_URL: route that into the app.
  beforeAll(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(`${PUBLIC_URL}/stand-in/`)) {
        throw new Error(`No network in these tests: ${request.url}`);
      }
      return server.app.request(request);
    });
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });
  // Each test comes from an address of its own, so failure counts stay apart.
  let addresses = 0;
  const newAddress = () => ({ 'X-Forwarded-For': `198.51.100.${++addresses}` });

  /** A browser: its requests carry the cookies earlier answers set (path aside). */
  function browser(headers: Record<string, string> = {}) {
    const jar = new Map<string, string>();
    return {
      jar,
      async go(url: string, init: { method?: string; body?: string; headers?: object } = {}) {
        const target = new URL(url, PUBLIC_URL);
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await server.app.request(`${target.pathname}${target.search}`, {
          method: init.method ?? 'GET',
          ...(init.body === undefined ? {} : { body: init.body }),
          headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
        });
        for (const [name, set] of Object.entries(cookiesOf(response.headers))) {
          if (set.attributes['max-age'] === '0' || set.value === '') jar.delete(name);
          else jar.set(name, set.value);
        }
        return response;
      },
    };
  }
  type Browser = ReturnType<typeof browser>;
  const location = (response: Response) => new URL(response.headers.get('location') ?? '');

  /** GET /auth/{provider}: 302 to the stand-in's authorise page. */
  async function start(provider: SocialProvider, state = stateOf(provider), at = browser()) {
    const started = await at.go(`/auth/${provider}?state=${encodeURIComponent(state)}`);
    expect(started.status).toBe(302);
    return { browser: at, started, authorize: location(started) };
  }

  /** The consent page's decision: 302 back to our callback. */
  async function decide(
    at: Browser,
    authorize: URL,
    choice: { sub?: string; email?: string; decision?: 'allow' | 'cancel' } = {},
  ) {
    const page = await at.go(`${authorize.pathname}${authorize.search}`);
    expect(page.status).toBe(200);
    const form = hiddenFieldsOf(await page.text());
    if (choice.sub !== undefined) form.set('sub', choice.sub);
    else form.set('sub', `stand-in-${authorize.pathname.split('/')[2]}-somchai`);
    form.set('email', choice.email ?? 'somchai@example.com');
    form.set('decision', choice.decision ?? 'allow');
    const decided = await at.go(authorize.pathname, {
      method: 'POST',
      body: form.toString(),
      headers: FORM,
    });
    expect(decided.status).toBe(302);
    return location(decided);
  }

  /** Our callback as the provider sends the browser there (Apple by form POST). */
  function callback(at: Browser, provider: SocialProvider, back: URL) {
    return provider === 'apple'
      ? at.go(back.pathname, { method: 'POST', body: back.searchParams.toString(), headers: FORM })
      : at.go(`${back.pathname}${back.search}`);
  }

  /** A whole sign-in at the stand-in; the SPA landing address it ends on. */
  async function signInAt(
    provider: SocialProvider,
    choice: { sub?: string; email?: string; state?: string } = {},
  ) {
    const { browser: at, authorize } = await start(provider, choice.state);
    const back = await decide(at, authorize, choice);
    const landed = await callback(at, provider, back);
    expect(landed.status).toBe(303);
    const landing = location(landed);
    return { landing, ticket: landing.searchParams.get('ticket') ?? '' };
  }

  /** The browser the callback gave the ticket to carries it in its cookie too. */
  const withTicketCookie = (ticket: unknown, headers: Record<string, string>) => ({
    Cookie: `social_ticket=${String(ticket)}`,
    ...headers,
  });
  const validate = (provider: SocialProvider, ticket: string, headers = newAddress()) =>
    server.call('validateAccount', '/ValidateAccout', {
      headers: withTicketCookie(ticket, headers),
      body: { Provider: NAMES[provider], Ticket: ticket },
    });
  const loginExternal = (body: Record<string, unknown>, headers = newAddress()) =>
    server.call('loginExternal', '/LoginExternal', {
      headers: withTicketCookie(body.Ticket, headers),
      body,
    });
  const firstSignIn = async (
    provider: SocialProvider,
    ticket: string,
    telephone: string,
    isAccept = true,
  ) => {
    const { code, reference } = await sendCode(server, telephone);
    return loginExternal({
      Provider: NAMES[provider],
      Ticket: ticket,
      type: 2,
      telephone,
      OTP: code,
      reference,
      isAccept,
    });
  };
  let identities = 0;
  const newIdentity = () => `tester-${process.pid}-${++identities}`;

  describe('the stand-in flow', () => {
    it.each(PROVIDERS)('%s: start, consent page, allow, callback, ticket', async (provider) => {
      const state = provider === 'apple' ? 'Customer-0812345678' : '2_0812345678_123456_2_AB12CD';
      const { browser: at, started, authorize } = await start(provider, state);
      expect(`${authorize.origin}${authorize.pathname}`).toBe(
        `${PUBLIC_URL}/stand-in/${provider}/authorize`,
      );
      const query = Object.fromEntries(authorize.searchParams);
      expect(query).toMatchObject({
        response_type: 'code',
        client_id: `stand-in-${provider}`,
        redirect_uri: `${PUBLIC_URL}/auth/${provider}/callback`,
        scope: SCOPES[provider],
        code_challenge_method: 'S256',
      });
      // LINE's OAuth state is the spec's app state; the others' is random, the app state
      // waiting in the cookie.
      if (provider === 'line') expect(query.state).toBe(state);
      else expect(query.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(query.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = cookiesOf(started.headers)[`oauth_${provider}`];
      expect(cookie?.attributes).toMatchObject({
        httponly: true,
        path: `/auth/${provider}`,
        'max-age': '600',
        samesite: 'Lax',
      });
      expect(cookie?.attributes.secure).toBeUndefined();
      expect(started.headers.get('cache-control')).toBe('no-store');
      expect(started.headers.get('content-security-policy')).toContain("script-src 'self'");

      const page = await at.go(`${authorize.pathname}${authorize.search}`);
      const html = await page.text();
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
      expect(html).toContain('<html lang="th">');
      expect(html).toMatch(
        /<h1>(LINE|Facebook|Google|Apple) \(ผู้ให้บริการจำลอง · stand-in provider\)<\/h1>/,
      );
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
      expect(html).toContain('<label for="sub">User id / รหัสผู้ใช้</label>');
      expect(html).toContain('<label for="email">E-mail / อีเมล</label>');
      expect(html).toContain(`value="stand-in-${provider}-somchai"`);
      expect(html).toContain('>Allow / อนุญาต</button>');
      expect(html).toContain('>Cancel / ยกเลิก</button>');

      const back = await decide(at, authorize);
      expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/auth/${provider}/callback`);
      expect(back.searchParams.get('state')).toBe(query.state);
      const landed = await callback(at, provider, back);
      expect(landed.status).toBe(303);
      expect(landed.headers.get('cache-control')).toBe('no-store');
      const landing = location(landed);
      expect(`${landing.origin}${landing.pathname}`).toBe(
        `${PUBLIC_URL}/login/${provider}/redirect/get-login`,
      );
      expect(landing.searchParams.get('state')).toBe(state);
      const ticket = landing.searchParams.get('ticket');
      expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The ticket's second half: an HttpOnly cookie for the API only.
      expect(cookiesOf(landed.headers).social_ticket).toMatchObject({
        value: ticket,
        attributes: { httponly: true, path: '/api', samesite: 'Lax', 'max-age': '600' },
      });
      // The callback cleared the sign-in cookie: it works once.
      expect(cookiesOf(landed.headers)[`oauth_${provider}`]?.attributes['max-age']).toBe('0');
      expect(at.jar.has(`oauth_${provider}`)).toBe(false);
    });

    it('keeps the sign-in cookie Secure on https, and SameSite=None for Apple’s form POST', async () => {
      const https = { 'X-Forwarded-Proto': 'https' };
      const line = await start('line', LOGIN_STATE, browser(https));
      expect(cookiesOf(line.started.headers).oauth_line?.attributes).toMatchObject({
        secure: true,
        samesite: 'Lax',
      });
      const apple = await start('apple', 'Member-0', browser(https));
      expect(cookiesOf(apple.started.headers).oauth_apple?.attributes).toMatchObject({
        secure: true,
        samesite: 'None',
      });
    });

    it('refuses an unknown provider (404) and a state of the wrong shape (400)', async () => {
      const at = browser();
      expect((await at.go('/auth/twitter?state=1_0_0_0_0')).status).toBe(404);
      for (const [provider, state] of [
        ['line', ''],
        ['line', '3_0_0_0_0'],
        ['line', '1_812345678_0_0_0'],
        ['google', '1_0_12345_0_0'],
        ['facebook', '1_0_0_3_0'],
        ['line', '1_0_0_0_ab12cd'],
        ['line', 'Member-0'],
        ['apple', '1_0_0_0_0'],
        ['apple', 'Member-081234567'],
        ['apple', 'Guest-0'],
      ] as const) {
        const refused = await at.go(`/auth/${provider}?state=${encodeURIComponent(state)}`);
        expect(refused.status, `${provider} ${state}`).toBe(400);
        const body = (await refused.json()) as { result: number; detail: FieldError[] };
        expect(body.result).toBe(0);
        expect(fieldsOf(body.detail)).toEqual(['query.state']);
        expect(cookiesOf(refused.headers)[`oauth_${provider}`]).toBeUndefined();
      }
      expect(at.jar.size).toBe(0);
    });

    it('answers cancel with error=cancelled and the state', async () => {
      const { browser: at, authorize } = await start('line');
      const back = await decide(at, authorize, { decision: 'cancel' });
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('code')).toBeNull();
      const landed = await callback(at, 'line', back);
      expect(landed.status).toBe(303);
      const landing = location(landed);
      expect(landing.pathname).toBe('/login/line/redirect/get-login');
      expect(Object.fromEntries(landing.searchParams)).toEqual({
        error: 'cancelled',
        state: LOGIN_STATE,
      });
    });

    it('shows the form again on a user id it cannot take', async () => {
      const { browser: at, authorize } = await start('google');
      const page = await at.go(`${authorize.pathname}${authorize.search}`);
      const form = hiddenFieldsOf(await page.text());
      form.set('sub', 'has spaces <b>');
      form.set('email', '');
      form.set('decision', 'allow');
      const again = await at.go(authorize.pathname, {
        method: 'POST',
        body: form.toString(),
        headers: FORM,
      });
      expect(again.status).toBe(400);
      const html = await again.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('value="has spaces &lt;b&gt;"');
    });
  });

  describe('the demo identity', () => {
    it.each(PROVIDERS)(
      '%s: has an account, and type 4 signs the demo person in',
      async (provider) => {
        const { ticket } = await signInAt(provider);
        const checked = await validate(provider, ticket);
        expect(checked.status).toBe(200);
        expect(checked.body.detail).toEqual({ isHaveAccount: true, email: 'somchai@example.com' });
        // Checking does not use the ticket up.
        expect((await validate(provider, ticket)).status).toBe(200);
        const signedIn = await loginExternal({
          Provider: NAMES[provider],
          Ticket: ticket,
          type: 4,
        });
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.detail.crmMemberId).toBe('M1000000001');
        const cookies = cookiesOf(signedIn.headers);
        expect(cookies.token?.attributes).toMatchObject({
          httponly: true,
          'max-age': YEAR_SECONDS,
        });
        expect(cookies.token_expiry?.value).toBe(signedIn.body.detail.expiresAt);
        const me = await server.call('getUser', '/user', { session: sessionOf(signedIn.headers) });
        expect(me.body.detail.user).toMatchObject({
          email: 'somchai@example.com',
          telephone: '0812345678',
        });
      },
    );
  });

  describe('a new identity', () => {
    it('has no account; a phone code makes a person account and links it', async () => {
      const sub = newIdentity();
      const email = newEmail('social');
      const { ticket } = await signInAt('line', { sub, email });
      const checked = await validate('line', ticket);
      expect(checked.body.detail).toEqual({ isHaveAccount: false, email });
      const notYet = await loginExternal({ Provider: 'Line', Ticket: ticket, type: 4 });
      expect(notYet.status).toBe(400);
      expect(fieldsOf(notYet.body.detail)).toEqual(['body.type']);
      expect(notYet.body.message).toMatch(/use 2/);

      const telephone = newPhone();
      // A new account accepts the terms, as at registration.
      const unaccepted = await firstSignIn('line', ticket, telephone, false);
      expect(unaccepted.status).toBe(400);
      expect(fieldsOf(unaccepted.body.detail)).toEqual(['body.isAccept']);
      clock.advance(61_000); // the phone's next code
      const signedIn = await firstSignIn('line', ticket, telephone);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.detail.created).toBe(true);
      const me = await server.call('getUser', '/user', { session: sessionOf(signedIn.headers) });
      expect(me.body.detail.user).toMatchObject({
        email,
        telephone,
        memberTypeId: 1,
        roleId: 4,
        approvalStatus: 'approved',
        crmMemberId: signedIn.body.detail.crmMemberId,
      });
      const [row] = await server.db.select().from(users).where(eq(users.telephone, telephone));
      expect(row?.passwordHash).toBeNull();
      const links = await server.db
        .select()
        .from(socialIdentities)
        .where(eq(socialIdentities.userId, row?.id ?? 0));
      expect(links).toMatchObject([{ provider: 'line', providerUserId: sub, email }]);

      // Its next sign-in finds the account and logs in with the ticket alone.
      const next = await signInAt('line', { sub, email });
      expect((await validate('line', next.ticket)).body.detail.isHaveAccount).toBe(true);
      const linked = await firstSignIn('line', next.ticket, newPhone());
      expect(linked.status).toBe(400);
      expect(fieldsOf(linked.body.detail)).toEqual(['body.type']);
      expect(linked.body.message).toMatch(/use 4/);
      const again = await loginExternal({ Provider: 'Line', Ticket: next.ticket, type: 4 });
      expect(again.status).toBe(200);
      expect(again.body.detail.crmMemberId).toBe(signedIn.body.detail.crmMemberId);
    });

    it('without an e-mail, or with one another account has, makes an account without one', async () => {
      for (const email of ['', 'somchai@example.com']) {
        const { ticket } = await signInAt('facebook', { sub: newIdentity(), email });
        expect((await validate('facebook', ticket)).body.detail.email).toBe(email || null);
        const telephone = newPhone();
        expect((await firstSignIn('facebook', ticket, telephone)).status).toBe(200);
        const [row] = await server.db.select().from(users).where(eq(users.telephone, telephone));
        expect(row?.email).toBeNull();
      }
    });

    it('with the phone of a person account links to that person', async () => {
      const form = await registerForm(server);
      const registered = await server.call('register', '/Register', { body: form });
      expect(registered.status).toBe(200);
      clock.advance(61_000); // the phone's next code
      const sub = newIdentity();
      const { ticket } = await signInAt('google', { sub, email: newEmail('other') });
      // Linking to an account that accepted the terms at registration asks nothing more.
      const signedIn = await firstSignIn('google', ticket, form.telephone, false);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.detail.crmMemberId).toBe(registered.body.detail.crmMemberId);
      expect(signedIn.body.detail.created).toBe(false);
      const me = await server.call('getUser', '/user', { session: sessionOf(signedIn.headers) });
      // The account keeps its own e-mail.
      expect(me.body.detail.user.email).toBe(form.email);
      const [link] = await server.db
        .select()
        .from(socialIdentities)
        .where(
          and(eq(socialIdentities.provider, 'google'), eq(socialIdentities.providerUserId, sub)),
        );
      const [person] = await server.db
        .select()
        .from(users)
        .where(eq(users.telephone, form.telephone));
      expect(link?.userId).toBe(person?.id);
    });

    it('with a company’s phone is refused: companies sign in by e-mail', async () => {
      const { ticket } = await signInAt('apple', { sub: newIdentity() });
      const refused = await firstSignIn('apple', ticket, '0898765432');
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body.detail)).toEqual(['body.telephone']);
      expect(refused.body.message).toMatch(/company/);
      // Nothing was used up: the ticket still reads.
      expect((await validate('apple', ticket)).status).toBe(200);
    });

    it('needs the phone code fields with type 2 and refuses them with type 4', async () => {
      const { ticket } = await signInAt('line', { sub: newIdentity() });
      const missing = await loginExternal({
        Provider: 'Line',
        Ticket: ticket,
        type: 2,
        telephone: newPhone(),
      });
      expect(missing.status).toBe(400);
      expect(fieldsOf(missing.body.detail)).toEqual(['body.OTP', 'body.reference']);
      const extra = await loginExternal({
        Provider: 'Line',
        Ticket: ticket,
        type: 4,
        telephone: '0812345678',
        OTP: '123456',
        reference: 'AB12CD',
      });
      expect(extra.status).toBe(400);
      expect(fieldsOf(extra.body.detail)).toEqual(['body.OTP', 'body.reference', 'body.telephone']);
    });
  });

  describe('abuse', () => {
    it('a ticket is used once', async () => {
      const { ticket } = await signInAt('line');
      const body = { Provider: 'Line', Ticket: ticket, type: 4 };
      expect((await loginExternal(body)).status).toBe(200);
      const replay = await loginExternal(body);
      expect(replay.status).toBe(400);
      expect(fieldsOf(replay.body.detail)).toEqual(['body.Ticket']);
      expect(replay.body.message).toMatch(/already used/);
      expect(cookiesOf(replay.headers).token).toBeUndefined();
      expect((await validate('line', ticket)).body.message).toMatch(/already used/);
    });

    it('a ticket is good for its own provider only', async () => {
      const { ticket } = await signInAt('line');
      for (const provider of ['facebook', 'google', 'apple'] as const) {
        const other = await validate(provider, ticket);
        expect(other.status).toBe(400);
        expect(other.body.message).toMatch(/not a sign-in ticket of this provider/);
        const login = await loginExternal({ Provider: NAMES[provider], Ticket: ticket, type: 4 });
        expect(login.status).toBe(400);
      }
      expect((await validate('line', ticket)).status).toBe(200);
    });

    it('a ticket expires after 10 minutes', async () => {
      const { ticket } = await signInAt('google');
      clock.advance(601_000);
      const late = await validate('google', ticket);
      expect(late.status).toBe(400);
      expect(late.body.message).toMatch(/expired/);
      expect((await loginExternal({ Provider: 'Google', Ticket: ticket, type: 4 })).status).toBe(
        400,
      );
    });

    it('a made-up ticket is refused, and the contract refuses a malformed one', async () => {
      const made = await validate('line', 'A'.repeat(43));
      expect(made.status).toBe(400);
      expect(fieldsOf(made.body.detail)).toEqual(['body.Ticket']);
      for (const Ticket of ['short', `${'A'.repeat(42)}!`, 'A'.repeat(44)]) {
        const malformed = await validate('line', Ticket);
        expect(malformed.status).toBe(400);
      }
      const spec = await server.call('validateAccount', '/ValidateAccout', {
        headers: newAddress(),
        body: { Provider: 'Line', UserId: 'U1234', Email: 'a@example.com' },
      });
      expect(spec.status).toBe(400);
    });

    it("a ticket link sent to another browser is refused: it lacks the ticket's cookie", async () => {
      // An attacker signs in with an identity of their own and sends the landing link on,
      // hoping a victim verifies their phone and links the attacker's identity to it.
      const { ticket } = await signInAt('line', { sub: newIdentity() });
      const elsewhere = { ...newAddress(), Cookie: `social_ticket=${'C'.repeat(43)}` };
      for (const headers of [newAddress(), elsewhere]) {
        const checked = await server.call('validateAccount', '/ValidateAccout', {
          headers,
          body: { Provider: 'Line', Ticket: ticket },
        });
        expect(checked.status).toBe(400);
        expect(fieldsOf(checked.body.detail)).toEqual(['body.Ticket']);
        const telephone = newPhone();
        const { code, reference } = await sendCode(server, telephone);
        const linked = await server.call('loginExternal', '/LoginExternal', {
          headers,
          body: { Provider: 'Line', Ticket: ticket, type: 2, telephone, OTP: code, reference },
        });
        expect(linked.status).toBe(400);
        expect(cookiesOf(linked.headers).token).toBeUndefined();
      }
      // The browser the callback answered still has it.
      expect((await validate('line', ticket)).body.detail.isHaveAccount).toBe(false);
    });

    it('failed tickets from one address end in 429', async () => {
      const headers = newAddress();
      for (let i = 0; i < 5; i++) {
        expect((await validate('line', `${'B'.repeat(42)}${i}`, headers)).status).toBe(400);
      }
      const { ticket } = await signInAt('line');
      const blocked = await loginExternal({ Provider: 'Line', Ticket: ticket, type: 4 }, headers);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await loginExternal({ Provider: 'Line', Ticket: ticket, type: 4 })).status).toBe(200);
    });

    it('a callback without the sign-in cookie fails, and says why in the log', async () => {
      const { browser: at, authorize } = await start('line');
      const back = await decide(at, authorize);
      logged.length = 0;
      const landed = await callback(browser(), 'line', back);
      expect(landed.status).toBe(303);
      expect(Object.fromEntries(location(landed).searchParams)).toEqual({ error: 'failed' });
      expect(logged.map((entry) => entry.message)).toEqual([
        'social sign-in with line failed: no sign-in cookie (never set, expired or already used)',
      ]);
    });

    it('a callback whose state differs from the cookie’s fails', async () => {
      const { browser: at, authorize } = await start('facebook', '1_0_0_0_0');
      const back = await decide(at, authorize);
      back.searchParams.set('state', '2_0812345678_123456_0_AB12CD');
      const landed = await callback(at, 'facebook', back);
      expect(Object.fromEntries(location(landed).searchParams)).toEqual({
        error: 'failed',
        state: '1_0_0_0_0',
      });
      expect(at.jar.has('oauth_facebook')).toBe(false);
    });

    it('a replayed callback fails: its cookie was used', async () => {
      const { browser: at, authorize } = await start('line');
      const back = await decide(at, authorize);
      const first = await callback(at, 'line', back);
      expect(location(first).searchParams.get('ticket')).toBeTruthy();
      const replay = await callback(at, 'line', back);
      expect(location(replay).searchParams.get('error')).toBe('failed');
      expect(location(replay).searchParams.get('ticket')).toBeNull();
    });

    it('a code from another browser’s sign-in fails on PKCE (login CSRF)', async () => {
      // The attacker signs in as themselves and stops before the callback...
      const attacker = await start('line');
      const attackersCode = await decide(attacker.browser, attacker.authorize, {
        sub: newIdentity(),
      });
      // ...and sends the victim, who started a sign-in with the same state, to it.
      const victim = await start('line');
      logged.length = 0;
      const landed = await callback(victim.browser, 'line', attackersCode);
      expect(location(landed).searchParams.get('error')).toBe('failed');
      expect(location(landed).searchParams.get('ticket')).toBeNull();
      const error = logged[0]?.error;
      expect(error).toBeInstanceOf(OAuth2RequestError);
      expect(error instanceof OAuth2RequestError && error.description).toMatch(/code_verifier/);
    });

    it('the stand-in redirects nowhere but our callback', async () => {
      const { browser: at, authorize } = await start('line');
      for (const redirect of [
        'https://evil.example/auth/line/callback',
        `${PUBLIC_URL}/auth/google/callback`,
        `${PUBLIC_URL}/auth/line/callback/../../evil`,
      ]) {
        const foreign = new URL(authorize);
        foreign.searchParams.set('redirect_uri', redirect);
        const page = await at.go(`${foreign.pathname}${foreign.search}`);
        expect(page.status).toBe(400);
        expect(page.headers.get('location')).toBeNull();
        const form = new URLSearchParams(foreign.searchParams);
        form.set('sub', 'stand-in-line-somchai');
        form.set('decision', 'allow');
        const posted = await at.go(foreign.pathname, {
          method: 'POST',
          body: form.toString(),
          headers: FORM,
        });
        expect(posted.status).toBe(400);
        expect(posted.headers.get('location')).toBeNull();
      }
      const otherClient = new URL(authorize);
      otherClient.searchParams.set('client_id', 'someone-else');
      expect((await at.go(`${otherClient.pathname}${otherClient.search}`)).status).toBe(400);
    });

    describe('the stand-in token endpoint', () => {
      /** arctic's client with the stand-in's credentials, as our callback uses it. */
      const twin = () =>
        createStandIn({ publicUrl: PUBLIC_URL, now: clock.now, secret: STAND_IN_SECRET }).provider(
          'line',
        );
      /** A code for a sign-in this test started, with the cookie's verifier and nonce. */
      async function codeAndCookie() {
        const { browser: at, authorize } = await start('line');
        const saved = JSON.parse(
          Buffer.from(at.jar.get('oauth_line') ?? '', 'base64url').toString(),
        ) as { codeVerifier: string; nonce: string };
        const back = await decide(at, authorize);
        return { code: back.searchParams.get('code') ?? '', ...saved };
      }
      const refusal = async (exchange: Promise<unknown>) => {
        const error = await exchange.then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(OAuth2RequestError);
        return error as OAuth2RequestError;
      };

      it('gives an id token for the right verifier', async () => {
        const { code, codeVerifier, nonce } = await codeAndCookie();
        await expect(twin().identityFromCode(code, codeVerifier, nonce)).resolves.toEqual({
          providerUserId: 'stand-in-line-somchai',
          email: 'somchai@example.com',
        });
        await expect(twin().identityFromCode(code, codeVerifier, 'another nonce')).rejects.toThrow(
          /nonce/,
        );
      });

      it('refuses a wrong code_verifier', async () => {
        const { code, nonce } = await codeAndCookie();
        const error = await refusal(twin().identityFromCode(code, 'x'.repeat(43), nonce));
        expect(error.code).toBe('invalid_grant');
        expect(error.description).toMatch(/code_verifier/);
      });

      it('refuses a tampered code', async () => {
        const { code, codeVerifier, nonce } = await codeAndCookie();
        const [payload = '', mac = ''] = code.split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
        const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
          'base64url',
        );
        for (const tampered of [`${forged}.${mac}`, `${payload}.${mac.slice(1)}A`, 'nonsense']) {
          const error = await refusal(twin().identityFromCode(tampered, codeVerifier, nonce));
          expect(error.code).toBe('invalid_grant');
        }
      });

      it('refuses an expired code', async () => {
        const { code, codeVerifier, nonce } = await codeAndCookie();
        clock.advance(61_000);
        const error = await refusal(twin().identityFromCode(code, codeVerifier, nonce));
        expect(error.description).toMatch(/expired/);
      });

      it('refuses a client without the stand-in’s secret', async () => {
        const { code, codeVerifier, nonce } = await codeAndCookie();
        const stranger = createStandIn({ publicUrl: PUBLIC_URL, now: clock.now, secret: 'guess' });
        const error = await refusal(
          stranger.provider('line').identityFromCode(code, codeVerifier, nonce),
        );
        expect(error.code).toBe('invalid_client');
      });
    });

    it('a code of another reference is refused, and the ticket stays usable', async () => {
      const telephone = newPhone();
      const first = await sendCode(server, telephone);
      clock.advance(61_000);
      const second = await sendCode(server, telephone);
      const { ticket } = await signInAt('line', { sub: newIdentity() });
      const refused = await loginExternal({
        Provider: 'Line',
        Ticket: ticket,
        type: 2,
        telephone,
        OTP: first.code,
        reference: second.reference,
      });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body.detail)).toEqual(['body.OTP']);
      const right = await loginExternal({
        Provider: 'Line',
        Ticket: ticket,
        type: 2,
        telephone,
        OTP: second.code,
        reference: second.reference,
        isAccept: true,
      });
      expect(right.status).toBe(200);
    });

    it('two first sign-ins with one ticket at once: exactly one wins', async () => {
      const sub = newIdentity();
      const { ticket } = await signInAt('line', { sub });
      const telephone = newPhone();
      const { code, reference } = await sendCode(server, telephone);
      const body = {
        Provider: 'Line',
        Ticket: ticket,
        type: 2,
        telephone,
        OTP: code,
        reference,
        isAccept: true,
      };
      const answers = await Promise.all([loginExternal(body), loginExternal(body)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const accounts = await server.db.select().from(users).where(eq(users.telephone, telephone));
      expect(accounts).toHaveLength(1);
      const links = await server.db
        .select()
        .from(socialIdentities)
        .where(eq(socialIdentities.providerUserId, sub));
      expect(links).toHaveLength(1);
    });

    it('two logins with one ticket at once: exactly one signs in', async () => {
      const { ticket } = await signInAt('google');
      const body = { Provider: 'Google', Ticket: ticket, type: 4 };
      const answers = await Promise.all([loginExternal(body), loginExternal(body)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });

    it('tickets are stored hashed', async () => {
      const { ticket } = await signInAt('apple');
      const rows = await server.db.select().from(socialTickets);
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(ticket);
    });
  });

  describe('with real providers configured', () => {
    const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    let app: ReturnType<typeof createApp>;
    beforeAll(() => {
      app = createApp({
        db: server.db,
        log: () => {},
        print: () => {},
        publicUrl: PUBLIC_URL,
        social: {
          line: { clientId: 'line-channel', clientSecret: 'line-secret' },
          facebook: { clientId: 'fb-app', clientSecret: 'fb-secret' },
          google: { clientId: 'google-client', clientSecret: 'google-secret' },
          apple: {
            clientId: 'th.shop.signin',
            teamId: 'TEAM123456',
            keyId: 'KEY1234567',
            privateKey: appleKey,
          },
        },
      });
    });

    it.each([
      ['line', 'https://access.line.me/oauth2/v2.1/authorize', 'line-channel', true],
      ['facebook', 'https://www.facebook.com/v16.0/dialog/oauth', 'fb-app', false],
      ['google', 'https://accounts.google.com/o/oauth2/v2/auth', 'google-client', true],
      ['apple', 'https://appleid.apple.com/auth/authorize', 'th.shop.signin', false],
    ] as const)('%s: goes to %s with the state and scope', async (provider, page, client, pkce) => {
      const state = stateOf(provider);
      const started = await app.request(`/auth/${provider}?state=${state}`);
      expect(started.status).toBe(302);
      const authorize = location(started);
      expect(`${authorize.origin}${authorize.pathname}`).toBe(page);
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: client,
        redirect_uri: `${PUBLIC_URL}/auth/${provider}/callback`,
        scope: SCOPES[provider],
      });
      expect(authorize.searchParams.get('state')).toMatch(
        provider === 'line' ? new RegExp(`^${state}$`) : /^[A-Za-z0-9_-]{43}$/,
      );
      expect(authorize.searchParams.has('code_challenge')).toBe(pkce);
      expect(authorize.searchParams.has('nonce')).toBe(provider !== 'facebook');
      if (provider === 'apple')
        expect(authorize.searchParams.get('response_mode')).toBe('form_post');
      // The stand-in steps aside for a real provider.
      expect((await app.request(`/stand-in/${provider}/authorize`)).status).toBe(404);
    });

    it('reads credentials from the environment: all of a provider or none', () => {
      expect(socialOptionsOf({})).toEqual({});
      expect(socialOptionsOf({ LINE_CLIENT_ID: 'id', LINE_CLIENT_SECRET: 'secret' })).toEqual({
        line: { clientId: 'id', clientSecret: 'secret' },
      });
      expect(() => socialOptionsOf({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
      expect(() => socialOptionsOf({ APPLE_CLIENT_ID: 'id', APPLE_TEAM_ID: 't' })).toThrow(
        /APPLE_KEY_ID, APPLE_PRIVATE_KEY/,
      );
    });
  });
});
