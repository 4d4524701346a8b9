/** PostgreSQL's SQLSTATE of an error, as pg and PGlite report it, possibly wrapped by drizzle. */
const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/** A unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * PostgreSQL refused a value as data (class 22: a NUL byte in text, an integer out of range, a malformed
 * number or date): bad input that a schema let through, answered 400 rather than 500.
 */
export const isDataException = (error: unknown) => /^22[0-9A-Z]{3}$/.test(sqlState(error) ?? '');
