/**
 * The median run by `figure` (the lower middle one of an even count). A shared 2-core machine
 * has slow minutes: one run of a figure is at their mercy, the median of several much less so.
 */
export function medianRun<T>(runs: readonly T[], figure: (run: T) => number): T {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const sorted = [...runs].sort((a, b) => figure(a) - figure(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}
