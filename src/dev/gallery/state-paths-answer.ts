import type { MachineId } from '../../../machines/index.ts';
import type { StatePath } from './state-paths.ts';

/** What the state-paths worker answers for one machine: its paths by state id, or why not. */
export type StatePathsAnswer =
  | { id: MachineId; paths: Array<[string, StatePath]> }
  | { id: MachineId; error: string };
