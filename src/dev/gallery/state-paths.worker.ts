/// <reference lib="webworker" />
// Finds a machine's state paths off the page's thread: a second or two for the register
// machine, during which the chart would not answer a click.
import type { MachineId } from '../../../machines/index.ts';
import { statePathsFor } from './registry-state-paths.ts';
import type { StatePathsAnswer } from './state-paths-answer.ts';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', ({ data: id }: MessageEvent<MachineId>) => {
  let answer: StatePathsAnswer;
  try {
    answer = { id, paths: [...statePathsFor(id)] };
  } catch (error) {
    answer = { id, error: String(error) };
  }
  self.postMessage(answer);
});
