import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { nextTask } from '../../../src/app/next-task.ts';

/**
 * Lets the machines a view loads later arrive (src/app/later-actor.ts): the task after the page's
 * load that asks for them, then their chunks, the task they start in, then the renders that
 * show them.
 */
export async function laterMachinesArrived(): Promise<void> {
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve));
    await vi.dynamicImportSettled();
    // The machine starts in a task of its own (a message, which fake timers leave alone).
    await nextTask();
  });
}
