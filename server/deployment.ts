// Which outside providers our own server may play. On the shop's own machine (PUBLIC_URL on
// a loopback address, the default) every provider without credentials is played by its
// offline stand-in, so `npm start` and the tests run offline. On a public address a stand-in
// would let anyone pay with a test card or "sign in" as any identity it ever linked, so the
// server refuses to start unless every provider is real, or ALLOW_STAND_INS=1 says the shop
// is a public demo (and every page then says so).
import { isIP } from 'node:net';

/** A provider the stand-in would play, and the variables that make it the real one. */
export interface StandInUse {
  provider: string;
  variables: readonly string[];
}

/** True for http(s) addresses on this machine: localhost, *.localhost, 127.0.0.0/8, ::1. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

export interface Deployment {
  /** The shop is reached from elsewhere than this machine (PUBLIC_URL not on loopback). */
  isPublic: boolean;
  /** ALLOW_STAND_INS=1: stand-ins are allowed on a public address, and pages say "demo". */
  allowStandIns: boolean;
  /** The providers the stand-ins play in this configuration. */
  standIns: StandInUse[];
}

/** Why this configuration must not start, or undefined when it may. */
export function deploymentRefusal(deployment: Deployment): string | undefined {
  if (!deployment.isPublic || deployment.allowStandIns || deployment.standIns.length === 0) {
    return undefined;
  }
  const lines = deployment.standIns.map(
    ({ provider, variables }) => `  - ${provider}: set ${variables.join(', ')}`,
  );
  return [
    'PUBLIC_URL is a public address, and these providers have no credentials, so the offline',
    'stand-in would play them (anyone could pay with a test card or sign in as anyone):',
    ...lines,
    'Set them, or set ALLOW_STAND_INS=1 for a public demo (every page then says it is a demo).',
  ].join('\n');
}

/** A public shop that runs stand-ins because ALLOW_STAND_INS allows it: a demo. */
export const isPublicDemo = (deployment: Deployment) =>
  deployment.isPublic && deployment.allowStandIns && deployment.standIns.length > 0;

/** A public shop that is not a demo has no account with a password the README gives away. */
export const demoAccountsAllowed = (deployment: Deployment) =>
  !deployment.isPublic || isPublicDemo(deployment);
