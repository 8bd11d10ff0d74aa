import { type MachineId, machineOf } from '../../../machines/index.ts';
import type { StatePath } from './state-paths.ts';
import { findStatePaths } from './state-paths-client.ts';
import { statechartGraph } from './statechart-graph.ts';
import { type ChartLayout, layoutStatechart } from './statechart-layout.ts';

// Promises for React's use(): one per machine, kept for the page's life (the registry does
// not change while it runs), so coming back to a machine draws it at once.
const layouts = new Map<MachineId, Promise<ChartLayout>>();
const paths = new Map<MachineId, Promise<Map<string, StatePath>>>();

export function chartLayoutOf(id: MachineId): Promise<ChartLayout> {
  let layout = layouts.get(id);
  if (!layout) {
    layout = layoutStatechart(statechartGraph(machineOf(id)));
    layouts.set(id, layout);
  }
  return layout;
}

/** The shortest path to each state (the "finding paths" notice shows while they come). */
export function statePathsOf(id: MachineId): Promise<Map<string, StatePath>> {
  let found = paths.get(id);
  if (!found) {
    found = findStatePaths(id);
    paths.set(id, found);
  }
  return found;
}
