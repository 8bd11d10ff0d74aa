import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MY_PROFILE_PATH, redirectFor, type Visit } from '../../machines';

const visit = (overrides: Partial<Visit> = {}): Visit => ({
  pathname: '/product',
  hash: '',
  signedIn: false,
  justRegistered: false,
  closed: false,
  mode: { visitorOnly: false, liveSelling: true },
  ...overrides,
});

const target = (overrides: Partial<Visit>) => redirectFor(visit(overrides))?.to ?? null;

describe('redirectFor, rule by rule', () => {
  it('lets an ordinary visit stay', () => {
    expect(redirectFor(visit())).toBeNull();
    expect(target({ pathname: '/live/list/1' })).toBeNull();
  });

  it('sends every page but /close to /close while the site is closed', () => {
    expect(target({ closed: true })).toBe('/close');
    expect(target({ closed: true, pathname: '/close' })).toBeNull();
    expect(target({ closed: true, signedIn: true, justRegistered: true })).toBe('/close');
  });

  it('sends a signed-in user with the register-success cookie to my-profile, once', () => {
    expect(redirectFor(visit({ signedIn: true, justRegistered: true }))).toEqual({
      to: MY_PROFILE_PATH,
      clearRegisterSuccess: true,
    });
    // Without a token the cookie waits for the login.
    expect(target({ justRegistered: true })).toBeNull();
  });

  it('#register sends a signed-in user home; a guest stays for the register modal', () => {
    expect(target({ hash: 'register', signedIn: true, pathname: '/faq' })).toBe('/');
    expect(target({ hash: 'register' })).toBeNull();
  });

  it('sends the live pages home while live selling is off', () => {
    const off = { visitorOnly: false, liveSelling: false };
    expect(target({ mode: off, pathname: '/live' })).toBe('/');
    expect(target({ mode: off, pathname: '/live/detail/1/2' })).toBe('/');
    expect(target({ mode: off, pathname: '/product' })).toBeNull();
  });

  it('keeps a visitor-only site to its open pages', () => {
    const visitorOnly = { visitorOnly: true, liveSelling: true };
    for (const open of [
      '/seller',
      '/login/otp',
      '/login/line/redirect/get-login',
      '/login/apple/redirect/get-login',
      '/user/resetpassword/abc',
      '/user/profile/my-profile',
      '/live/list/3',
    ]) {
      expect(target({ mode: visitorOnly, pathname: open })).toBeNull();
    }
    expect(target({ mode: visitorOnly, pathname: '/product' })).toBe('/seller');
    expect(target({ mode: visitorOnly, pathname: '/', signedIn: true })).toBe(MY_PROFILE_PATH);
  });

  it('goes straight to the last stop when rules follow each other', () => {
    const both = { visitorOnly: true, liveSelling: false };
    // live off -> / -> visitor-only -> /seller
    expect(target({ mode: both, pathname: '/live' })).toBe('/seller');
    // #register signed in -> / -> visitor-only -> my-profile
    expect(target({ mode: both, hash: 'register', signedIn: true })).toBe(MY_PROFILE_PATH);
  });

  it('applies no mode rule before the site mode is known', () => {
    expect(target({ mode: undefined, pathname: '/live' })).toBeNull();
  });
});

describe('redirectFor, properties', () => {
  const segment = fc.constantFrom(
    'live',
    'seller',
    'user',
    'profile',
    'login',
    'otp',
    'product',
    'close',
    'x',
  );
  const visits = fc.record({
    pathname: fc.array(segment, { maxLength: 4 }).map((s) => `/${s.join('/')}`),
    hash: fc.constantFrom('', 'register', 'top'),
    signedIn: fc.boolean(),
    justRegistered: fc.boolean(),
    closed: fc.boolean(),
    mode: fc.option(fc.record({ visitorOnly: fc.boolean(), liveSelling: fc.boolean() }), {
      nil: undefined,
    }),
  });

  it('property: where a visit is sent, it may stay (one navigation, never a loop)', () => {
    fc.assert(
      fc.property(visits, (v) => {
        const redirect = redirectFor(v);
        if (!redirect) return;
        const arrived = { ...v, pathname: redirect.to, hash: '', justRegistered: false };
        expect(redirectFor(arrived)).toBeNull();
      }),
    );
  });

  it('property: the register-success cookie is cleared only when it sent a signed-in user on', () => {
    fc.assert(
      fc.property(visits, (v) => {
        const redirect = redirectFor(v);
        expect(redirect?.clearRegisterSuccess ?? false).toBe(
          !v.closed && v.signedIn && v.justRegistered,
        );
      }),
    );
  });
});
