// What PostgreSQL's refusals mean to the features, as pg and PGlite report them.

/** PostgreSQL's unique_violation (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown })?.cause) === '23505';
}
