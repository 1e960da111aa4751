/** A unique index or constraint refusing a row: PostgreSQL's error, found under drizzle's wrappers. */
const UNIQUE_VIOLATION = '23505';

export interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The driver's error for `constraint`, under however many wrappers (drizzle wraps it as the cause). */
export function uniqueViolationOf(error: unknown, constraint: string): DatabaseError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DatabaseError;
    if (candidate.code === UNIQUE_VIOLATION && candidate.constraint === constraint)
      return candidate;
    current = candidate.cause;
  }
  return undefined;
}
