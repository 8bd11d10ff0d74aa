import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { machines } from '../../machines/index.ts';
import { inventoryOf } from '../../machines/qa/inventory.ts';
import { loadDevCatalog } from '../../src/dev/dev-catalog.ts';
import { MachineGallery } from '../../src/dev/gallery/MachineGallery.tsx';
import { MACHINE_DESCRIPTIONS } from '../../src/dev/gallery/machine-descriptions.ts';
import { statechartGraph } from '../../src/dev/gallery/statechart-graph.ts';
import { activateLocale } from './support/locale.ts';
import { renderInRouter } from './support/test-router.tsx';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const CHART_NAME = { th: 'แผนภาพสถานะของ', en: 'Statechart of' };

describe.each(['th', 'en'] as const)('the statechart gallery in %s', (locale) => {
  beforeEach(async () => {
    activateLocale(locale);
    await loadDevCatalog();
  });

  it.each(machines.map(({ id }) => id))(
    'draws %s with a button per state and a named edge per transition, lists every machine, passes axe',
    async (id) => {
      const { container } = renderInRouter(<MachineGallery machineId={id} />);
      const chart = await screen.findByRole(
        'group',
        { name: `${CHART_NAME[locale]} ${id}` },
        // ELK's layout of the largest charts takes about a second in jsdom.
        { timeout: 10_000 },
      );

      const nav = screen.getByRole('navigation');
      for (const entry of machines) {
        const item = within(nav).getByRole('link', { name: entry.id }).closest('li');
        const description = i18n._(MACHINE_DESCRIPTIONS[entry.id]);
        expect(item?.textContent).toContain(description);
        // English is the registry's own wording; Thai is a translation of it.
        if (locale === 'en') expect(description).toBe(entry.description);
        else expect(description).not.toBe(entry.description);
      }
      expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe(id);

      const { machine } = machines.find((entry) => entry.id === id) ?? {};
      if (!machine) throw new Error(id);
      const states = within(chart).getAllByRole('button');
      expect(states).toHaveLength(inventoryOf(machine).states.length);
      for (const state of inventoryOf(machine).states) {
        const relative = state === machine.id ? state : state.slice(machine.id.length + 1);
        expect(
          states.some((button) => button.getAttribute('aria-label')?.startsWith(`${relative}, `)),
          state,
        ).toBe(true);
      }
      const edges = within(chart).getAllByRole('img');
      expect(edges).toHaveLength(statechartGraph(machine).edges.length);
      for (const edge of edges) expect(edge.getAttribute('aria-label')).not.toBe('');

      const { violations } = await axe.run(container, {
        runOnly: { type: 'tag', values: WCAG_TAGS },
      });
      expect(violations.map(({ id: rule, nodes }) => `${rule}: ${nodes.length}`)).toEqual([]);
    },
  );
});
