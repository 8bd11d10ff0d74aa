import type { ElkNode } from 'elkjs/lib/elk-api';
import { describe, expect, it } from 'vitest';
import { and, createMachine, not } from 'xstate';
import { type MachineId, machineOf, machines } from '../../machines/index.ts';
import { inventoryOf } from '../../machines/qa/inventory.ts';
import { eventLabel } from '../../src/dev/gallery/machine-events.ts';
import {
  type ChartEdge,
  initialMarkerId,
  statechartGraph,
} from '../../src/dev/gallery/statechart-graph.ts';
import { layoutStatechart } from '../../src/dev/gallery/statechart-layout.ts';

const elkIds = (node: ElkNode): string[] => [node.id, ...(node.children ?? []).flatMap(elkIds)];

/** The edges as `source → target: label`, relative to the machine, for readable expectations. */
const edgesOf = (id: MachineId, kind: ChartEdge['kind']) => {
  const root = machineOf(id).id;
  const relative = (stateId: string) => stateId.slice(root.length + 1);
  return statechartGraph(machineOf(id))
    .edges.filter((edge) => edge.kind === kind)
    .map((edge) => `${relative(edge.source)} → ${relative(edge.target)}: ${edge.label}`);
};

describe('statechartGraph', () => {
  it.each(machines.map(({ id }) => id))(
    '%s: a node for every state, an edge for every transition, an initial arrow in every compound state',
    (id) => {
      const machine = machineOf(id);
      const graph = statechartGraph(machine);
      const inventory = inventoryOf(machine);
      const nodes = elkIds(graph.elk);

      expect(graph.elk.layoutOptions).toMatchObject({
        'elk.algorithm': 'layered',
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      });
      expect(graph.states.map((state) => state.id).sort()).toEqual(inventory.states);
      for (const state of inventory.states) expect(nodes).toContain(state);
      expect([...new Set(graph.edges.map((edge) => edge.transition))].sort()).toEqual(
        ['', ...inventory.transitions].sort(),
      );
      for (const edge of graph.edges) {
        expect(nodes).toContain(edge.source);
        expect(nodes).toContain(edge.target);
      }
      expect(graph.elk.edges?.map((edge) => edge.id)).toEqual(graph.edges.map((edge) => edge.id));

      const compounds = graph.states.filter((state) => state.kind === 'compound');
      for (const compound of compounds) {
        const initial = machine.getStateNodeById(compound.id).initial.target.map((t) => t.id);
        const arrows = graph.edges.filter((edge) => edge.source === initialMarkerId(compound.id));
        expect(arrows.map((edge) => edge.target)).toEqual(initial);
        expect(nodes).toContain(initialMarkerId(compound.id));
      }
    },
  );

  it('labels events with their guards, timers by delay name, actors by outcome; finals and actors are marked', () => {
    expect(edgesOf('login', 'transition')).toEqual(
      expect.arrayContaining([
        'form → checkingAccount: login.submit [byPhone]',
        'form → code: login.submit [byCode]',
        'form → pausing: login.submit',
        'checkingAccount → pausing: done: checkAccount [hasAccount]',
        'checkingAccount → form: error: checkAccount',
        'pausing → signingIn: after loginDelay',
        'signingIn → form: error: signIn [wasRefused]',
        'failed → reloading: after reloadAfterFailure',
      ]),
    );
    // Actions only, the state stays: a loop on the state, marked as such.
    expect(edgesOf('login', 'targetless')).toEqual([
      'form → form: login.chooseAccount',
      'form → form: login.chooseMethod [isPerson]',
      'form → form: login.setRememberMe',
    ]);
    const states = statechartGraph(machineOf('login')).states;
    expect(states.filter((s) => s.kind === 'final').map((s) => s.name)).toEqual([
      'succeeded',
      'reloading',
      'registering',
    ]);
    expect(states.find((s) => s.name === 'signingIn')?.invokes).toEqual(['signIn']);
  });

  it('draws parallel regions, eventless transitions and self-transitions', () => {
    const register = statechartGraph(machineOf('register'));
    expect(register.states.find((s) => s.id === 'register.verify.account')?.kind).toBe('parallel');
    expect(register.states.filter((s) => s.region).map((s) => s.name)).toEqual(['contact', 'form']);
    expect(edgesOf('register', 'transition')).toEqual(
      expect.arrayContaining([
        'starting → company: always [isCompany]',
        'starting → purposes: always',
        'verify.account.contact.checking → verify.account.contact.taken: done: checkContact [inUse]',
      ]),
    );
    expect(edgesOf('carousel', 'transition')).toContain('playing → playing: carousel.next');
  });

  it('names history states, delays in milliseconds, finished compound states and combined guards', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: {
          after: { 500: 'b' },
          on: { go: { guard: and(['ready', not('busy')]), target: 'b.hist' } },
        },
        b: {
          initial: 'one',
          onDone: 'a',
          states: {
            one: { on: { end: 'two' } },
            two: { type: 'final' },
            hist: { type: 'history', history: 'deep' },
          },
        },
      },
    });
    const graph = statechartGraph(machine);
    expect(graph.states.find((s) => s.id === 'm.b.hist')).toMatchObject({
      kind: 'history',
      name: 'H*',
    });
    expect(graph.edges.map((edge) => edge.label)).toEqual(
      expect.arrayContaining(['after 500 ms', 'go [and(ready, not(busy))]', 'done']),
    );
  });
});

describe('eventLabel', () => {
  it.each([
    ['', 'always'],
    ['xstate.after.loginDelay.login.pausing', 'after loginDelay'],
    ['xstate.after.200.loadingBar.waiting', 'after 200 ms'],
    ['xstate.done.actor.signIn', 'done: signIn'],
    ['xstate.error.actor.signIn', 'error: signIn'],
    ['xstate.done.state.register.verify', 'done'],
    ['login.submit', 'login.submit'],
  ])('%j reads %j', (type, label) => expect(eventLabel(type)).toBe(label));
});

describe('layoutStatechart', () => {
  it('places every state inside its parent, every edge on a route, every label in a box', async () => {
    const machine = machineOf('register');
    const layout = await layoutStatechart(statechartGraph(machine));
    const boxes = new Map(layout.states.map((placed) => [placed.state.id, placed]));
    expect([...boxes.keys()].sort()).toEqual(inventoryOf(machine).states);
    for (const placed of layout.states) {
      const parent = machine.getStateNodeById(placed.state.id).parent;
      const outer = parent
        ? boxes.get(parent.id)
        : { x: 0, y: 0, width: layout.width, height: layout.height };
      if (!outer) throw new Error(placed.state.id);
      expect(placed.x).toBeGreaterThanOrEqual(outer.x);
      expect(placed.y).toBeGreaterThanOrEqual(outer.y);
      expect(placed.x + placed.width).toBeLessThanOrEqual(outer.x + outer.width);
      expect(placed.y + placed.height).toBeLessThanOrEqual(outer.y + outer.height);
    }
    expect(layout.edges).toHaveLength(statechartGraph(machine).edges.length);
    for (const { edge, points, label } of layout.edges) {
      expect(points.length, edge.transition).toBeGreaterThanOrEqual(2);
      expect(label?.text ?? '').toBe(edge.label);
    }
    expect(layout.markers.length).toBe(
      layout.states.filter((placed) => placed.state.kind === 'compound').length,
    );
  });

  it("starts an edge on its source's border, in the page's coordinates whatever ELK's container", async () => {
    const layout = await layoutStatechart(statechartGraph(machineOf('register')));
    const boxes = new Map(layout.states.map((placed) => [placed.state.id, placed]));
    for (const { edge, points } of layout.edges.filter((e) => e.edge.kind === 'transition')) {
      const source = boxes.get(edge.source);
      const [start] = points;
      if (!source || !start) throw new Error(edge.id);
      const onBorder =
        start.x >= source.x - 1 &&
        start.x <= source.x + source.width + 1 &&
        start.y >= source.y - 1 &&
        start.y <= source.y + source.height + 1;
      expect(onBorder, `${edge.transition} starts at ${start.x},${start.y}`).toBe(true);
    }
  });
});
