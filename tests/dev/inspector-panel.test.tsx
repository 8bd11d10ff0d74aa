import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createSearchBoxActors, loadingBarMachine, searchBoxMachine } from '../../machines';
import { InspectorPanel } from '../../src/dev/inspector/InspectorPanel';
import { createRecorder, type Recorder } from '../../src/dev/inspector/recorder';
import { activateLocale } from '../components/support/locale';
import { renderWithI18n } from '../components/support/render-i18n';

const searchBox = searchBoxMachine.provide({
  actors: createSearchBoxActors({
    recentSearches: () => new Promise(() => {}),
    suggest: () => new Promise(() => {}),
  }),
});

afterEach(() => vi.useRealTimers());

/** The panel, open; it shows once its catalog has loaded. */
async function openPanel(recorder: Recorder, toggleName = 'ตัวตรวจสอบแมชชีน') {
  const view = renderWithI18n(<InspectorPanel recorder={recorder} />);
  const toggle = await screen.findByRole('button', { name: toggleName });
  fireEvent.click(toggle);
  return { ...view, toggle };
}

const logRows = () =>
  within(screen.getAllByRole('table')[0] as HTMLElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('machine inspector panel', () => {
  it('shows a transition within 100 ms of its event, naming the event and the transition', async () => {
    const recorder = createRecorder();
    await openPanel(recorder);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const search = createActor(searchBox, { input: { isLoggedIn: false }, inspect: recorder });
    search.start();
    search.send({ type: 'search.focus' });

    const transition = 'searchBox.closed: search.focus #2 → searchBox.open';
    expect(screen.queryByText(transition)).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    const row = screen.getByText(transition).closest('tr') as HTMLElement;
    expect(within(row).getByText('search.focus')).toBeTruthy();
    expect(within(row).getByText(`searchBox (${search.sessionId})`)).toBeTruthy();
  });

  it('lists the running actors with their state value and, on demand, their context', async () => {
    const recorder = createRecorder();
    const search = createActor(searchBox, { input: { isLoggedIn: false }, inspect: recorder });
    search.start();
    search.send({ type: 'search.type', text: 'น้ำผึ้ง' });
    await openPanel(recorder);

    const actors = await screen.findByRole('list');
    const item = within(actors).getByText(`searchBox (${search.sessionId})`).closest('li');
    expect(item?.textContent).toContain(
      '{"open":{"list":{"typing":"debouncing"},"focus":"focused"}}',
    );
    const context = within(item as HTMLElement).getByText('ข้อมูลบริบท (context)');
    expect(context.closest('details')?.open).toBe(false);
    expect(item?.querySelector('pre')?.textContent).toContain('"text": "น้ำผึ้ง"');
  });

  it('lists the log newest first and filters it by actor, by keyboard', async () => {
    const user = userEvent.setup();
    const recorder = createRecorder();
    const search = createActor(searchBox, { input: { isLoggedIn: false }, inspect: recorder });
    const bar = createActor(loadingBarMachine, { inspect: recorder });
    search.start();
    bar.start();
    search.send({ type: 'search.focus' });
    bar.send({ type: 'loading.start' });
    const { toggle } = await openPanel(recorder);

    await waitFor(() => expect(logRows()[0]).toContain('loading.start'));
    const filter = screen.getByRole('combobox', { name: 'กรองตามแอคเตอร์' });
    filter.focus();
    await user.selectOptions(filter, `searchBox (${search.sessionId})`);
    expect(logRows().length).toBeGreaterThan(0);
    expect(logRows().every((row) => row?.includes(`searchBox (${search.sessionId})`))).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('speaks English too', async () => {
    activateLocale('en');
    const recorder = createRecorder();
    createActor(loadingBarMachine, { inspect: recorder }).start();
    await openPanel(recorder, 'Machine inspector');
    expect(screen.getByRole('combobox', { name: 'Filter by actor' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Transition' })).toBeTruthy();
  });

  it.each(['th', 'en'] as const)('passes axe (%s)', async (language) => {
    activateLocale(language);
    const recorder = createRecorder();
    createActor(searchBox, { input: { isLoggedIn: false }, inspect: recorder }).start();
    const toggleName = language === 'th' ? 'ตัวตรวจสอบแมชชีน' : 'Machine inspector';
    const { container } = await openPanel(recorder, toggleName);
    await screen.findByRole('list');
    // jsdom lays nothing out, so contrast is for the browser to check.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
