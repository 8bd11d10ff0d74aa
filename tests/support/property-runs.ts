// How many cases a property test tries. `npm test` (and CI) runs each property at a tenth of
// its full depth, at least fast-check's default of 100: enough to find a broken rule on most
// runs, in a tenth of the time. The full depth, where the rules are hunted for rare cases,
// is on demand: `FC_DEEP=1 npx vitest run <files>` or `npm test -- --deep`.

const DEEP = process.env.FC_DEEP === '1';

/** fast-check's parameters for a property whose full depth is `deep` cases. */
export function runs(deep: number): { numRuns: number } {
  return { numRuns: DEEP ? deep : Math.max(100, Math.ceil(deep / 10)) };
}
