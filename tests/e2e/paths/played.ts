import type { MachineId } from '../../../machines';
import type { ScreenPathSet } from '../../../machines/qa/screen-paths';

/**
 * The machines whose generated paths are played on the real screens, each from the sample
 * inputs (machines/qa/samples.ts) its screens start from: the path-driven browser tests
 * and the coverage report (`npm run paths -- --report`) read this one list.
 */
export const playedOnScreens = {
  forgotPassword: { inputs: [0] },
  login: { inputs: [0, 1] },
  otp: { inputs: [1, 2] },
  register: { inputs: [0] },
} satisfies Partial<Record<MachineId, { inputs: number[] }>>;

export type PlayedMachine = keyof typeof playedOnScreens;

/** `npm test` plays the shortest path to each state; PATHS=everyStep every kind of step. */
export const playedSet: ScreenPathSet =
  process.env.PATHS === 'everyStep' ? 'everyStep' : 'shortest';
