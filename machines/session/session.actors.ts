import { fromPromise } from 'xstate';
import type { SessionUser } from './session-rules';

/** A session as the app loaded it: the profile, the addresses, and when to refresh. */
export interface LoadedSession<User extends SessionUser = SessionUser, Address = unknown> {
  user: User;
  addresses: Address[];
  refreshInMs: number;
}

/** What the session needs from the API and the browser; the app adapts its client to it. */
export interface SessionApi {
  /** The profile and addresses (`GET /user`, `GET /UserAddresses`); rejects with status 401 when signed out. */
  load(signal: AbortSignal): Promise<LoadedSession>;
  /** Renews the session (`POST /refreshtoken`); resolves with when to refresh next. */
  refresh(signal: AbortSignal): Promise<{ refreshInMs: number }>;
  /** Logout: ends the session on the server (`POST /logout`) and removes the logout cookies. */
  end(): Promise<void>;
  /**
   * A session refused (401) or that could not load: the server clears the token, the app its
   * expiry marker, and nothing else (a shopper's cart and affiliate cookies stay).
   */
  drop(): Promise<void>;
}

export function createSessionActors(api: SessionApi) {
  return {
    loadSession: fromPromise<LoadedSession>(({ signal }) => api.load(signal)),
    refreshSession: fromPromise<{ refreshInMs: number }>(({ signal }) => api.refresh(signal)),
    endSession: fromPromise<void>(() => api.end()),
    dropSession: fromPromise<void>(() => api.drop()),
  };
}
