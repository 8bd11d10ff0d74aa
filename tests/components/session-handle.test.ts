// The session as the pages know it (src/session/session.ts): a guest's page never loads the
// session's machine unasked, one with a session loads it once started, and what is sent to it
// meanwhile reaches it.
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/client.ts';
import { createSession } from '../../src/session/session.ts';
import { signedInRoutes, stubApi } from './support/api-stub.ts';

const runtime = vi.hoisted(() => ({ started: 0 }));
vi.mock('../../src/session/session-runtime.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/session/session-runtime.ts')>();
  return {
    startSessionRuntime: (...args: Parameters<typeof real.startSessionRuntime>) => {
      runtime.started += 1;
      return real.startSessionRuntime(...args);
    },
  };
});

const settled = async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await vi.dynamicImportSettled();
};

afterEach(() => {
  runtime.started = 0;
  Cookies.remove('token_expiry');
});

describe('the session handle', () => {
  it("a guest's session is known at once and its machine is not loaded", async () => {
    stubApi();
    const session = createSession(() => {}).start();
    expect(session.view()).toEqual({ status: 'guest', user: null });
    await settled();
    expect(runtime.started).toBe(0);
  });

  it('with the expiry marker it is pending, then signed in once the machine loads the profile', async () => {
    Cookies.set('token_expiry', new Date(Date.now() + 3_600_000).toISOString());
    stubApi(signedInRoutes);
    const session = createSession(() => {});
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.view().status));
    expect(session.view().status).toBe('pending');
    await settled();
    // Not before it is started: the server's screen shows the session as it starts.
    expect(runtime.started).toBe(0);
    session.start();
    await vi.waitFor(() => expect(session.view().status).toBe('signedIn'));
    expect(session.view().user).not.toBeNull();
    expect(seen).toEqual(['signedIn']);
    expect(runtime.started).toBe(1);
  });

  it('what is sent before the machine arrives reaches it', async () => {
    Cookies.set('token_expiry', new Date(Date.now() + 3_600_000).toISOString());
    const fetch = stubApi(signedInRoutes);
    const goneTo401 = vi.fn();
    const session = createSession(goneTo401).start();
    // A 401 while the machine's code is on its way: kept, it ends the session as it loads.
    session.send({ type: 'session.unauthorized' });
    await vi.waitFor(() => expect(goneTo401).toHaveBeenCalledTimes(1));
    expect(session.view()).toEqual({ status: 'guest', user: null });
    expect(runtime.started).toBe(1);
    expect(fetch).toHaveBeenCalled();
  });

  it("a 401 on a guest's page loads nothing: there is no session to end", async () => {
    const fetch = stubApi();
    fetch.mockResolvedValue(
      Response.json({ result: 0, message: 'x', detail: null }, { status: 401 }),
    );
    const session = createSession(() => {}).start();
    await api.GET('/user');
    await settled();
    expect(runtime.started).toBe(0);
    expect(session.view().status).toBe('guest');
  });

  it("something sent to a guest's session loads its machine then", async () => {
    stubApi();
    const session = createSession(() => {});
    session.send({ type: 'session.refresh' });
    await settled();
    expect(runtime.started).toBe(0);
    session.start();
    await vi.waitFor(() => expect(runtime.started).toBe(1));
    expect(session.view()).toEqual({ status: 'guest', user: null });
  });
});
