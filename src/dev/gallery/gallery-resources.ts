import { type MachineId, machines } from '../../../machines/index.ts';
import { samples } from '../../../machines/model/samples.ts';
import { type StatePath, shortestStatePaths } from './state-paths.ts';
import { statechartGraph } from './statechart-graph.ts';
import { type ChartLayout, layoutStatechart } from './statechart-layout.ts';

// Promises for React's use(): one per machine, kept for the page's life (the registry does
// not change while it runs), so coming back to a machine draws it at once.
const layouts = new Map<MachineId, Promise<ChartLayout>>();
const paths = new Map<MachineId, Promise<Map<string, StatePath>>>();

const machineOf = (id: MachineId) => {
  const entry = machines.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no machine ${id} in the registry`);
  return entry.machine;
};

export function chartLayoutOf(id: MachineId): Promise<ChartLayout> {
  let layout = layouts.get(id);
  if (!layout) {
    layout = layoutStatechart(statechartGraph(machineOf(id)));
    layouts.set(id, layout);
  }
  return layout;
}

/**
 * The shortest path to each state. Finding them blocks the page (a second or two for the
 * register machine), so it starts after the next paint: the "finding paths" notice shows first.
 */
export function statePathsOf(id: MachineId): Promise<Map<string, StatePath>> {
  let found = paths.get(id);
  if (!found) {
    found = new Promise((resolve, reject) =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          try {
            resolve(shortestStatePaths(machineOf(id), samples[id]));
          } catch (error) {
            reject(error);
          }
        }),
      ),
    );
    paths.set(id, found);
  }
  return found;
}
