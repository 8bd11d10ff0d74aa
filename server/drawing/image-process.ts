// The server's drawings (drawings.ts) done in a process of its own, started when there is
// something to draw and ended once it has been idle for IDLE_MS: the memory sharp takes while
// drawing goes back to the system with it, and the server's own memory stays lean (issue 34).
import { type ChildProcess, fork } from 'node:child_process';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Drawings } from './drawings.ts';
import type { DrawingAnswer, DrawingRequest } from './image-process-entry.ts';

/** How long the process waits for more to draw before it ends (a page's pictures come together). */
const IDLE_MS = 10_000;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

let child: ChildProcess | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** Every drawing still waiting fails with `error` (the process ended under it). */
function failPending(error: Error) {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function start(): ChildProcess {
  const here = fileURLToPath(import.meta.url);
  const started = fork(join(dirname(here), `image-process-entry${extname(here)}`), [], {
    // From source through tsx, compiled as it is; none of the server's own flags (heap sizes).
    execArgv: extname(here) === '.ts' ? ['--import', 'tsx'] : [],
    // Buffers travel as they are, not as JSON.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('message', (message: DrawingAnswer) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    // A Buffer comes through the channel as a Uint8Array: callers get the Buffer they asked for.
    if (message.ok)
      job.resolve(
        message.value instanceof Uint8Array
          ? Buffer.from(message.value.buffer, message.value.byteOffset, message.value.byteLength)
          : message.value,
      );
    else job.reject(new Error(message.message));
    if (pending.size === 0) idle();
  });
  started.once('exit', (code, signal) => {
    // One that ended idle has nothing pending; one that ended under its work fails that work.
    if (child !== started) return;
    child = undefined;
    failPending(new Error(`The image process ended (${signal ?? `exit ${code}`}).`));
  });
  return started;
}

/** Nothing left to draw: the process no longer keeps the server running, and ends soon. */
function idle() {
  const running = child;
  running?.unref();
  running?.channel?.unref();
  idleTimer = setTimeout(() => running?.disconnect(), IDLE_MS);
  idleTimer.unref();
}

/** `name` drawn in the image process with `args`; rejects with the drawing's error. */
export function draw<K extends keyof Drawings>(
  name: K,
  ...args: Parameters<Drawings[K]>
): Promise<Awaited<ReturnType<Drawings[K]>>> {
  clearTimeout(idleTimer);
  if (!child?.connected) child = start();
  child.ref();
  child.channel?.ref();
  const id = nextId++;
  const request: DrawingRequest = { id, name, args };
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    child?.send(request, (error) => {
      if (!error) return;
      pending.delete(id);
      reject(error);
    });
  });
}

/** The image process's pid while it runs (for tests and measurements). */
export const imageProcessPid = (): number | undefined => (child?.connected ? child.pid : undefined);
