// What PostgreSQL's refusals mean to the features, as pg and PGlite report them.

/** Whether the refusal is of SQLSTATE `code` (drizzle wraps the driver's error in `cause`). */
function isCode(error: unknown, code: string): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return codeOf(error) === code || codeOf((error as { cause?: unknown } | null)?.cause) === code;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => isCode(error, '23505');

/**
 * PostgreSQL's integrity_constraint_violation: what the hand-written triggers raise (the
 * ledger's "an entry must continue its chain", migration 0013).
 */
export const isIntegrityViolation = (error: unknown): boolean => isCode(error, '23000');
