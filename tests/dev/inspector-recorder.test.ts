import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import {
  createSearchBoxActors,
  createSessionActors,
  loadingBarMachine,
  type SearchApi,
  searchBoxMachine,
  sessionMachine,
} from '../../machines';
import { demoPerson } from '../../machines/qa/samples';
import { createMachineActor } from '../../src/app/machine-actor';
import { devInspect } from '../../src/dev/inspect';
import {
  createRecorder,
  LOG_LIMIT,
  RECORDING_FAILED,
  type Recorder,
  UPDATE_BATCH_MS,
} from '../../src/dev/inspector/recorder';
import { fakeCalls } from '../machines/helpers';

// Promises settle as usual; XState's timers, the recorder's and Date.now() are the test's.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const quietSearchApi: SearchApi = {
  recentSearches: () => new Promise(() => {}),
  suggest: () => new Promise(() => {}),
};
const searchBox = searchBoxMachine.provide({ actors: createSearchBoxActors(quietSearchApi) });

function recorded(recorder: Recorder, actor: AnyActorRef) {
  return recorder.read().actors.find((entry) => entry.sessionId === actor.sessionId);
}

describe('the development recorder', () => {
  it('is what createMachineActor gives every actor: the session and the search box show with their states', async () => {
    const recorder = devInspect;
    if (!recorder) throw new Error('devInspect exists outside production builds');
    const failures = vi.spyOn(console, 'error');
    const load = fakeCalls<{
      user: typeof demoPerson;
      addresses: unknown[];
      refreshInMs: number;
    }>();
    const api = {
      load: () => load.call({}),
      refresh: () => new Promise<never>(() => {}),
      end: () => Promise.resolve(),
      drop: () => Promise.resolve(),
    };
    const session = createMachineActor(
      sessionMachine.provide({ actors: createSessionActors(api) }),
      {
        input: { hasSession: true },
      },
    ).start();
    const search = createMachineActor(searchBox, { input: { isLoggedIn: false } }).start();

    vi.advanceTimersByTime(UPDATE_BATCH_MS);
    expect(recorded(recorder, session)).toMatchObject({ name: 'session', value: 'loading' });
    expect(recorded(recorder, search)).toMatchObject({ name: 'searchBox', value: 'closed' });
    // Children show too, named by their invoke id, under their parent.
    expect(recorder.read().actors).toContainEqual(
      expect.objectContaining({ name: 'loadSession', parent: session.sessionId }),
    );

    search.send({ type: 'search.focus' });
    load.calls[0]?.resolve({ user: demoPerson, addresses: [], refreshInMs: 60_000 });
    await vi.advanceTimersByTimeAsync(UPDATE_BATCH_MS);
    expect(recorded(recorder, search)).toMatchObject({
      value: { open: { list: { empty: 'ready' }, focus: 'focused' } },
      context: { text: '', isLoggedIn: false },
    });
    expect(recorded(recorder, session)).toMatchObject({
      value: { signedIn: 'identifying' },
      context: { user: demoPerson },
    });
    expect(recorder.read().actors.map((actor) => actor.name)).not.toContain('loadSession');

    session.stop();
    search.stop();
    vi.advanceTimersByTime(UPDATE_BATCH_MS);
    expect(recorded(recorder, session)).toBeUndefined();
    expect(recorded(recorder, search)).toBeUndefined();
    expect(failures).not.toHaveBeenCalled();
    failures.mockRestore();
  });

  it('logs each event received, then the transitions it caused, in time order', () => {
    const recorder = createRecorder();
    const search = createActor(searchBox, { input: { isLoggedIn: false }, inspect: recorder });
    search.start();
    vi.advanceTimersByTime(5);
    search.send({ type: 'search.focus' });
    vi.advanceTimersByTime(UPDATE_BATCH_MS);

    const log = recorder.read().log.filter((entry) => entry.eventType === 'search.focus');
    expect(log.map(({ actor, transition }) => [actor.name, transition])).toEqual([
      ['searchBox', undefined],
      ['searchBox', 'searchBox.closed: search.focus #2 → searchBox.open'],
      [
        'searchBox',
        'searchBox.open.list.empty.checkingSession: (always) #2 → searchBox.open.list.empty.ready',
      ],
    ]);
    const ascending = (values: number[]) => [...values].sort((x, y) => x - y);
    const all = recorder.read().log;
    expect(all.map((entry) => entry.seq)).toEqual(ascending(all.map((entry) => entry.seq)));
    const times = all.map((entry) => entry.time);
    expect(times).toEqual(ascending(times));
    expect(new Set(times).size).toBe(2); // the start, then the focus 5 ms later
  });

  it(`keeps the newest ${LOG_LIMIT} entries only`, () => {
    const recorder = createRecorder();
    const bar = createActor(loadingBarMachine, { inspect: recorder }).start();
    for (let i = 0; i < LOG_LIMIT; i++) bar.send({ type: 'loading.start' });
    bar.send({ type: 'loading.done' });
    vi.advanceTimersByTime(UPDATE_BATCH_MS);

    const { log } = recorder.read();
    expect(log).toHaveLength(LOG_LIMIT);
    expect(log.at(-1)).toMatchObject({ eventType: 'loading.done' });
  });

  it('tells its subscribers once per batch, within the batch interval', () => {
    const recorder = createRecorder();
    const heard = vi.fn();
    recorder.subscribe(heard);
    const bar = createActor(loadingBarMachine, { inspect: recorder }).start();
    bar.send({ type: 'loading.start' });
    bar.send({ type: 'loading.done' });

    vi.advanceTimersByTime(UPDATE_BATCH_MS - 1);
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(UPDATE_BATCH_MS).toBeLessThanOrEqual(100);
  });

  it('lists an actor only once started: React may create one and drop it', () => {
    const recorder = createRecorder();
    const dropped = createActor(loadingBarMachine, { inspect: recorder });
    const kept = createActor(loadingBarMachine, { inspect: recorder }).start();
    vi.advanceTimersByTime(UPDATE_BATCH_MS);

    expect(recorded(recorder, dropped)).toBeUndefined();
    expect(recorded(recorder, kept)).toMatchObject({ name: 'loadingBar', value: 'idle' });
  });

  it('never breaks the actor it watches', () => {
    const failing = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recorder = createRecorder(() => {
      throw new Error('Stately is offline');
    });
    const bar = createActor(loadingBarMachine, { inspect: recorder }).start();
    bar.send({ type: 'loading.start' });
    vi.advanceTimersByTime(UPDATE_BATCH_MS);

    expect(bar.getSnapshot().value).toEqual({ loading: 'waiting' });
    expect(recorded(recorder, bar)).toMatchObject({ value: { loading: 'waiting' } });
    expect(failing).toHaveBeenCalledWith(RECORDING_FAILED, expect.any(Error));
    bar.stop();
    failing.mockRestore();
  });
});
