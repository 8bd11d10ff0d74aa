import { type MachineId, machineOf } from '../../../machines/index.ts';
import { samples } from '../../../machines/qa/samples.ts';
import { type StatePath, shortestStatePaths } from './state-paths.ts';

/** The shortest path to each state of a registry machine, from QA's sample inputs. */
export const statePathsFor = (id: MachineId): Map<string, StatePath> =>
  shortestStatePaths(machineOf(id), samples[id]);
