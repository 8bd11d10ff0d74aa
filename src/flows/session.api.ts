// The session's API calls (machines/session/session.actors.ts's SessionApi), loaded by
// ./session.ts only once a session may exist: guests never need them.
import type { SessionApi } from '../../machines/session/session.actors.ts';
import { refreshDelayMs } from '../../machines/session/session-rules.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import {
  clearExpiryMarker,
  clearSessionCookies,
  readExpiryMarker,
} from '../session/session-cookies.ts';

/** When to refresh, from the expiry the server answered or, on a first load, the marker. */
const refreshInMs = (expiresAt: string | undefined) =>
  expiresAt === undefined ? 0 : refreshDelayMs(expiresAt, Date.now());

/** The server revokes the token and clears its cookies; then the SPA clears its own. */
async function logOutThen(clearCookies: () => void): Promise<void> {
  try {
    await api.POST('/logout');
  } finally {
    clearCookies();
  }
}

export const sessionApi: SessionApi = {
  async load(signal) {
    const [profile, addresses] = await Promise.all([
      api.GET('/user', { signal }).then(unwrap),
      // The spec: an address failure is only logged; the session stands without them.
      api
        .GET('/UserAddresses', { signal })
        .then(unwrap)
        .then((detail) => detail.userAddresses)
        .catch((error: unknown) => {
          console.warn('addresses could not be loaded', error);
          return [];
        }),
    ]);
    return { user: profile.user, addresses, refreshInMs: refreshInMs(readExpiryMarker()) };
  },
  async refresh(signal) {
    const { expiresAt } = unwrap(await api.POST('/refreshtoken', { signal }));
    return { refreshInMs: refreshInMs(expiresAt) };
  },
  end: () => logOutThen(clearSessionCookies),
  drop: () => logOutThen(clearExpiryMarker),
};
