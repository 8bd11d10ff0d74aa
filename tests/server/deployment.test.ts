// Stand-ins only where allowed: a local shop plays every provider without credentials; a
// public one refuses to start with such a provider unless ALLOW_STAND_INS makes it a demo.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import {
  demoAccountsAllowed,
  deploymentRefusal,
  isLoopbackUrl,
  isPublicDemo,
} from '../../server/deployment.ts';
import { BOOT_TIMEOUT, useTestServer } from './support/server.ts';

const SOCIAL = {
  LINE_CLIENT_ID: 'line-id',
  LINE_CLIENT_SECRET: 'line-secret',
  FACEBOOK_CLIENT_ID: 'fb-id',
  FACEBOOK_CLIENT_SECRET: 'fb-secret',
  GOOGLE_CLIENT_ID: 'google-id',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  APPLE_CLIENT_ID: 'apple-id',
  APPLE_TEAM_ID: 'team',
  APPLE_KEY_ID: 'key',
  APPLE_PRIVATE_KEY: 'pem',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const SMTP = { SMTP_URL: 'smtps://shop:secret@mail.example.co.th' };
const PAGES = {
  FACEBOOK_PAGES_APP_ID: '1234567890',
  FACEBOOK_PAGES_APP_SECRET: 'pages-secret',
  FACEBOOK_PAGES_VERIFY_TOKEN: 'verify-me',
};
const PUBLIC = { PUBLIC_URL: 'https://shop.example.co.th' };

const deploymentOf = (env: NodeJS.ProcessEnv) => readConfig(env).deployment;

describe('where the shop runs', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://shop.localhost', true],
    ['http://127.0.0.1:8080', true],
    ['http://127.1.2.3', true],
    ['http://[::1]:3000', true],
    ['https://shop.example.co.th', false],
    ['http://192.168.1.20:3000', false],
    ['http://localhost.example.com', false],
    ['http://0.0.0.0:3000', false],
    ['not a url', false],
  ])('%s is on this machine: %s', (url, loopback) => {
    expect(isLoopbackUrl(url)).toBe(loopback);
  });

  it('refuses a PUBLIC_URL with a path, or not http(s)', () => {
    expect(() => readConfig({ PUBLIC_URL: 'https://shop.example.com/store' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(() => readConfig({ PUBLIC_URL: 'ftp://shop.example.com' })).toThrow(/PUBLIC_URL/);
  });
});

describe('stand-ins only where allowed', () => {
  it('a local shop (the default) plays every provider without credentials and starts', () => {
    const deployment = deploymentOf({});
    expect(deployment.isPublic).toBe(false);
    expect(deployment.standIns.map((use) => use.provider)).toEqual([
      'card payments (Stripe)',
      'line sign-in',
      'facebook sign-in',
      'google sign-in',
      'apple sign-in',
      'social pages (Facebook)',
      'e-mail (the outbox)',
    ]);
    expect(deploymentRefusal(deployment)).toBeUndefined();
    expect(isPublicDemo(deployment)).toBe(false);
    // A local shop is the one the README's demo accounts are for.
    expect(demoAccountsAllowed(deployment)).toBe(true);
  });

  it('a public shop without credentials is refused, naming every variable to set', () => {
    const refusal = deploymentRefusal(deploymentOf(PUBLIC));
    const names = [
      ...Object.keys(SOCIAL),
      ...Object.keys(STRIPE),
      ...Object.keys(PAGES),
      'SMTP_URL',
      'ALLOW_STAND_INS',
    ];
    for (const name of names) {
      expect(refusal).toContain(name);
    }
  });

  it('a public shop with one provider left to the stand-in is refused, naming only it', () => {
    const { APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY, ...rest } = SOCIAL;
    const refusal = deploymentRefusal(
      deploymentOf({ ...PUBLIC, ...STRIPE, ...SMTP, ...PAGES, ...rest }),
    );
    expect(refusal).toContain('APPLE_PRIVATE_KEY');
    expect(refusal).not.toContain('STRIPE_SECRET_KEY');
    expect(refusal).not.toContain('LINE_CLIENT_ID');
  });

  it('a public shop with the card provider left to the stand-in is refused', () => {
    const refusal = deploymentRefusal(deploymentOf({ ...PUBLIC, ...SOCIAL, ...SMTP, ...PAGES }));
    expect(refusal).toContain('STRIPE_SECRET_KEY');
    expect(refusal).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('a public shop with the social page left to the stand-in is refused', () => {
    const refusal = deploymentRefusal(deploymentOf({ ...PUBLIC, ...STRIPE, ...SOCIAL, ...SMTP }));
    expect(refusal).toContain('FACEBOOK_PAGES_VERIFY_TOKEN');
    expect(refusal).not.toContain('STRIPE_SECRET_KEY');
    // Half its keys is a mistake, not the stand-in.
    const { FACEBOOK_PAGES_VERIFY_TOKEN, ...half } = PAGES;
    expect(() => deploymentOf({ ...half })).toThrow('FACEBOOK_PAGES_VERIFY_TOKEN must be set too');
  });

  it('a public shop with every provider real starts, and is no demo', () => {
    const deployment = deploymentOf({ ...PUBLIC, ...STRIPE, ...SOCIAL, ...SMTP, ...PAGES });
    expect(deployment.standIns).toEqual([]);
    expect(deploymentRefusal(deployment)).toBeUndefined();
    expect(isPublicDemo(deployment)).toBe(false);
    // Its database gets no account whose password the README gives away.
    expect(demoAccountsAllowed(deployment)).toBe(false);
  });

  it('ALLOW_STAND_INS=1 lets a public shop start with stand-ins, as a demo', () => {
    const deployment = deploymentOf({ ...PUBLIC, ALLOW_STAND_INS: '1' });
    expect(deploymentRefusal(deployment)).toBeUndefined();
    expect(isPublicDemo(deployment)).toBe(true);
    expect(demoAccountsAllowed(deployment)).toBe(true);
  });

  it('a provider given half its variables stops the start instead of falling back', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it(
    'the server started on a public address without credentials exits and says why',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'storefront-refused-'));
      try {
        const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          env: { ...process.env, ...PUBLIC, DATA_DIR: dataDir, PORT: '0', ALLOW_STAND_INS: '' },
          encoding: 'utf8',
          timeout: 30_000,
        });
        expect(started.status).toBe(1);
        expect(started.stderr).toContain('The storefront cannot start.');
        expect(started.stderr).toContain('STRIPE_SECRET_KEY');
        expect(started.stderr).toContain('ALLOW_STAND_INS=1');
        expect(started.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    BOOT_TIMEOUT,
  );
});

// A flag of the services, whatever the database: one driver is enough.
describe('every page says it is a demo', () => {
  const demo = useTestServer('pglite', { demo: true });

  it('the site mode says demo on a public demo', async () => {
    const { body } = await demo.call('getSiteMode', '/Setting/SiteMode');
    expect(body.detail.demo).toBe(true);
  });
});
