import { describe, expect, it } from 'vitest';
import {
  createSearchBoxActors,
  type SearchApi,
  type SearchBoxInput,
  searchBoxMachine,
} from '../../machines';
import { type Deferred, deferred, flushPromises, startOnClock } from './helpers';

function start(input: SearchBoxInput = { isLoggedIn: false }) {
  const recent: Array<Deferred<string[]> & { signal: AbortSignal }> = [];
  const suggest: Array<Deferred<string[]> & { text: string; signal: AbortSignal }> = [];
  const api: SearchApi = {
    recentSearches(signal) {
      const call = { ...deferred<string[]>(), signal };
      recent.push(call);
      return call.promise;
    },
    suggest(text, signal) {
      const call = { ...deferred<string[]>(), text, signal };
      suggest.push(call);
      return call.promise;
    },
  };
  const { actor, clock } = startOnClock(
    searchBoxMachine.provide({ actors: createSearchBoxActors(api) }),
    { input },
  );
  const navigations: string[] = [];
  actor.on('search.navigate', (event) => navigations.push(event.search));
  return { actor, clock, calls: { recent, suggest }, navigations };
}

describe('search box', () => {
  it('asks for suggestions once, 600 ms after the last key, with the trimmed text', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.type', text: 'h' });
    clock.increment(300);
    actor.send({ type: 'search.type', text: ' honey ' });
    clock.increment(599);
    expect(calls.suggest).toHaveLength(0);
    clock.increment(1);
    expect(calls.suggest.map((call) => call.text)).toEqual(['honey']);
    expect(actor.getSnapshot().context.text).toBe(' honey ');
  });

  it('shows at most 10 suggestions', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.type', text: 'juice' });
    clock.increment(600);
    calls.suggest[0]?.resolve(Array.from({ length: 15 }, (_, i) => `juice ${i}`));
    await flushPromises();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ open: { list: 'showingSuggestions' } })).toBe(true);
    expect(snapshot.context.suggestions).toHaveLength(10);
  });

  it('aborts the request in flight when the shopper types on, and ignores its answer', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.type', text: 'tea' });
    clock.increment(600);
    actor.send({ type: 'search.type', text: 'tomato' });
    expect(calls.suggest[0]?.signal.aborted).toBe(true);
    calls.suggest[0]?.resolve(['tea']);
    await flushPromises();
    expect(actor.getSnapshot().matches({ open: { list: { typing: 'debouncing' } } })).toBe(true);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('keeps an error code, not words, when suggestions fail', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.type', text: 'tea' });
    clock.increment(600);
    calls.suggest[0]?.reject(new TypeError('Failed to fetch'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ open: { list: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe('TypeError');
    actor.send({ type: 'search.type', text: 'tea ' });
    expect(actor.getSnapshot().context.errorCode).toBeNull();
  });

  it('shows a signed-in shopper at most 5 recent searches when the box is empty', async () => {
    const { actor, calls } = start({ isLoggedIn: true });
    actor.send({ type: 'search.focus' });
    expect(calls.recent).toHaveLength(1);
    calls.recent[0]?.resolve(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    await flushPromises();
    expect(actor.getSnapshot().matches({ open: { list: { empty: 'ready' } } })).toBe(true);
    expect(actor.getSnapshot().context.recent).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('never asks for recent searches for a guest', () => {
    const { actor, calls } = start({ isLoggedIn: false });
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.type', text: 'honey' });
    actor.send({ type: 'search.type', text: '   ' });
    expect(calls.recent).toHaveLength(0);
    expect(actor.getSnapshot().matches({ open: { list: { empty: 'ready' } } })).toBe(true);
  });

  it('closes 300 ms after blur, unless focus comes back first', () => {
    const { actor, clock } = start();
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.blur' });
    clock.increment(299);
    actor.send({ type: 'search.focus' });
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ open: { focus: 'focused' } })).toBe(true);
    actor.send({ type: 'search.blur' });
    clock.increment(299);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('asks for suggestions on focus when the box already holds a search', () => {
    const { actor, clock, calls } = start({ isLoggedIn: true, text: 'honey' });
    actor.send({ type: 'search.focus' });
    clock.increment(600);
    expect(calls.suggest.map((call) => call.text)).toEqual(['honey']);
    expect(calls.recent).toHaveLength(0);
  });

  it('emits search.navigate with the trimmed text on submit and closes', () => {
    const { actor, navigations } = start();
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.type', text: '  น้ำผึ้ง ป่า ' });
    actor.send({ type: 'search.submit' });
    expect(navigations).toEqual(['น้ำผึ้ง ป่า']);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('goes nowhere when the box is blank', () => {
    const { actor, navigations } = start();
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.type', text: '   ' });
    actor.send({ type: 'search.submit' });
    expect(navigations).toEqual([]);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('reopens with the new text when the shopper types on after Enter', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.type', text: 'tea' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.type', text: 'teas' });
    expect(actor.getSnapshot().context.text).toBe('teas');
    clock.increment(600);
    expect(calls.suggest.map((call) => call.text)).toEqual(['teas']);
  });

  it('submits from the icon while closed', () => {
    const { actor, navigations } = start({ isLoggedIn: false, text: 'tea' });
    actor.send({ type: 'search.submit' });
    expect(navigations).toEqual(['tea']);
  });

  it('empties the text on clear, open or closed', () => {
    const { actor } = start({ isLoggedIn: false, text: 'tea' });
    actor.send({ type: 'search.clear' });
    expect(actor.getSnapshot().context.text).toBe('');
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.type', text: 'honey' });
    actor.send({ type: 'search.clear' });
    expect(actor.getSnapshot().context.text).toBe('');
    expect(actor.getSnapshot().matches({ open: { list: 'empty' } })).toBe(true);
  });

  it('fails loudly when the app forgot to provide the API', async () => {
    const { actor, clock } = startOnClock(searchBoxMachine, { input: { isLoggedIn: false } });
    actor.send({ type: 'search.focus' });
    actor.send({ type: 'search.type', text: 'tea' });
    clock.increment(600);
    await flushPromises();
    expect(actor.getSnapshot().matches({ open: { list: 'failed' } })).toBe(true);
  });
});
