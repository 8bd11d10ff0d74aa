import type { MachineId } from '../../../machines/index.ts';
import type { StatePath } from './state-paths.ts';
import type { StatePathsAnswer } from './state-paths-answer.ts';

// One worker for the page's life, asked once per machine (gallery-resources keeps answers).
const waiting = new Map<MachineId, (answer: StatePathsAnswer) => void>();
let worker: Worker | undefined;

function pathsWorker() {
  if (!worker) {
    worker = new Worker(new URL('./state-paths.worker.ts', import.meta.url), {
      name: 'state-paths',
    });
    worker.addEventListener('message', ({ data }: MessageEvent<StatePathsAnswer>) =>
      waiting.get(data.id)?.(data),
    );
    // A worker that cannot start answers nobody: every machine waiting is told why.
    worker.addEventListener('error', (event) => {
      for (const [id, answer] of waiting) answer({ id, error: event.message });
    });
  }
  return worker;
}

/** The shortest path to each state, found by a worker: the page keeps answering meanwhile. */
export function findStatePaths(id: MachineId): Promise<Map<string, StatePath>> {
  return new Promise((resolve, reject) => {
    waiting.set(id, (answer) => {
      waiting.delete(id);
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(new Map(answer.paths));
    });
    pathsWorker().postMessage(id);
  });
}
