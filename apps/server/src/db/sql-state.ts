/**
 * The SQLSTATE of a database error (both drivers, pg and PGlite, carry it as `code`), or
 * undefined for anything else.
 */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** PostgreSQL's unique_violation: a unique key or primary key refused a second row. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}
