import type { ApiErrorBody } from './api.ts';

const isBody = (error: unknown): error is ApiErrorBody => typeof error === 'object' && error !== null;

/** The messages of one field of a 400 answer ({ field: [message] }), camelCase field name. */
export function fieldMessages(error: unknown, field: string): string[] {
  if (!isBody(error)) return [];
  const value = error[field];
  if (Array.isArray(value)) return value.filter((m): m is string => typeof m === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The first message of a failed call, looking at the listed fields first, then detail, message, anything. */
export function firstMessage(error: unknown, preferred: string[] = []): string | undefined {
  if (!isBody(error)) return undefined;
  for (const key of [...preferred, 'nonFieldErrors', 'detail', 'message']) {
    const [first] = fieldMessages(error, key);
    if (first) return first;
  }
  for (const key of Object.keys(error)) {
    const [first] = fieldMessages(error, key);
    if (first) return first;
  }
  return undefined;
}

/** Puts each listed field's first message of a 400 answer on that field; whether any was placed. */
export function placeFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
): boolean {
  const placed = fields.filter((field) => {
    const [message] = fieldMessages(error, field);
    if (message) setError(field, { message });
    return Boolean(message);
  });
  return placed.length > 0;
}
