import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Lets the machines a view loads later arrive (src/app/later-actor.ts): the task after the page's
 * load that asks for them, then their chunks, then the renders that show them.
 */
export async function laterMachinesArrived(): Promise<void> {
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve));
    await vi.dynamicImportSettled();
  });
}
