import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDevCatalog } from '../../src/dev/dev-catalog.ts';
import { MachineGallery } from '../../src/dev/gallery/MachineGallery.tsx';
import { stubApi } from './support/api-stub.ts';
import { renderApp } from './support/render-app.tsx';
import { renderInRouter } from './support/test-router.tsx';

// jsdom has no workers: the paths the gallery's worker finds are found here, the same way
// (the browser tests use the worker).
vi.mock('../../src/dev/gallery/state-paths-client.ts', async () => {
  const { statePathsFor } = await import('../../src/dev/gallery/registry-state-paths.ts');
  return { findStatePaths: async (id: Parameters<typeof statePathsFor>[0]) => statePathsFor(id) };
});

/** A state's button in the chart: its accessible name starts with its id inside the machine. */
const stateButton = (chart: HTMLElement, relativeId: string) => {
  const button = within(chart)
    .getAllByRole('button')
    .find((candidate) => candidate.getAttribute('aria-label')?.startsWith(`${relativeId}, `));
  if (!button) throw new Error(`no state ${relativeId}`);
  return button;
};

/** The chart of a machine, once ELK has laid it out (a second or so in jsdom for the largest). */
const findChart = (id: string) =>
  screen.findByRole('group', { name: `แผนภาพสถานะของ ${id}` }, { timeout: 10_000 });

// Choosing a state suspends in a transition while its paths are found: only an awaited act()
// lets React retry it under the testing library.
const settle = (action: () => Promise<void>) => act(action);

describe('/dev/machines', () => {
  it('shows the machine of the search, and choosing another puts it in the search and focuses it', async () => {
    stubApi();
    const { router } = renderApp('/dev/machines?machine=login');
    expect(await screen.findByRole('heading', { level: 1, name: 'แผนภาพเครื่องสถานะ' })).toBeTruthy();
    await findChart('login');

    const nav = screen.getByRole('navigation', { name: 'เครื่องสถานะทั้งหมด' });
    await settle(() => userEvent.click(within(nav).getByRole('link', { name: 'share' })));
    await waitFor(() => expect(router.state.location.search).toEqual({ machine: 'share' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'share' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await findChart('share')).toBeTruthy();
  });

  it('says so for a machine the registry does not have', async () => {
    stubApi();
    renderApp('/dev/machines?machine=noSuchMachine');
    expect((await screen.findByRole('alert')).textContent).toContain('noSuchMachine');
  });

  it("drops a malformed machine name and shows the registry's first machine", async () => {
    stubApi();
    renderApp('/dev/machines?machine=..%2Fx');
    expect(await findChart('searchBox')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the shortest path to a state', () => {
  beforeEach(loadDevCatalog);

  it('is chosen by keyboard, numbered from the start, and walked with Next, Previous and Start over', async () => {
    const user = userEvent.setup();
    renderInRouter(<MachineGallery machineId="login" />);
    const chart = await findChart('login');

    stateButton(chart, 'reloading').focus();
    await settle(() => user.keyboard('{Enter}'));
    const panel = await screen.findByRole('region', { name: 'เส้นทางสั้นที่สุดไปยัง reloading' });
    expect(stateButton(chart, 'reloading').getAttribute('aria-pressed')).toBe('true');
    expect(within(panel).getByText('{}')).toBeTruthy();
    const steps = within(panel).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'เริ่มต้น→ form',
      'เหตุการณ์ login.submit{"email":"somchai@example.com","password":"Demo1234"}→ pausing',
      'ตัวจับเวลา loginDelay ครบกำหนด→ signingIn',
      'signIn ล้มเหลว{"error":"TypeError: offline"}→ failed',
      'ตัวจับเวลา reloadAfterFailure ครบกำหนด→ reloading',
    ]);
    const status = within(panel).getByRole('status');
    expect(status.textContent).toBe('ขั้นที่ 0 จาก 4: เริ่มต้น → form');
    expect(stateButton(chart, 'form').getAttribute('aria-current')).toBe('step');

    const next = within(panel).getByRole('button', { name: 'ถัดไป' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(status.textContent).toBe('ขั้นที่ 1 จาก 4: เหตุการณ์ login.submit → pausing');
    expect(stateButton(chart, 'pausing').getAttribute('aria-current')).toBe('step');
    expect(stateButton(chart, 'form').getAttribute('aria-current')).toBeNull();
    const taken = within(chart).getByRole('img', { name: 'login.submit: จาก form ไป pausing' });
    expect(taken.getAttribute('class')).toContain('is-taken');

    for (let i = 0; i < 5; i++) await user.keyboard('{Enter}');
    expect(status.textContent).toBe(
      'ขั้นที่ 4 จาก 4: ตัวจับเวลา reloadAfterFailure ครบกำหนด → reloading',
    );
    // At the end Next stays focused (aria-disabled), so the keyboard is never dropped.
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);

    await user.click(within(panel).getByRole('button', { name: 'ก่อนหน้า' }));
    expect(status.textContent).toBe('ขั้นที่ 3 จาก 4: signIn ล้มเหลว → failed');
    await user.click(within(panel).getByRole('button', { name: 'เริ่มใหม่' }));
    expect(status.textContent).toBe('ขั้นที่ 0 จาก 4: เริ่มต้น → form');
  });

  it('is missing for a state left at once by an eventless transition, and the panel says why', async () => {
    const user = userEvent.setup();
    renderInRouter(<MachineGallery machineId="otp" />);
    const chart = await findChart('otp');
    await settle(() => user.click(stateButton(chart, 'starting')));
    const panel = await screen.findByRole('region', { name: 'เส้นทางสั้นที่สุดไปยัง starting' });
    expect(panel.textContent).toContain('ผ่านไปทันทีด้วยการเปลี่ยนสถานะอัตโนมัติ (always)');
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
