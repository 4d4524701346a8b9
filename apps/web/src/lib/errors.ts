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
