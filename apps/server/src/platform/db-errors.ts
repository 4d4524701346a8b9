/** A unique index refused the row (PostgreSQL 23505, as pg and PGlite report it, possibly wrapped by drizzle). */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';
