import { MESSAGES } from '@folio/shared';
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

/**
 * The message of a failed action (spec §8): no payload 'Not Found'; a string payload (a network or parse
 * failure, or an answer that was not JSON) 'Server Error'; an object its message (its `message`, else
 * its detail or first field message), else the toaster's default error.
 */
export function failedActionMessage(payload: unknown): string {
  if (payload === undefined || payload === null) return MESSAGES.failedActionNoPayload;
  if (typeof payload === 'string') return MESSAGES.failedActionText;
  return firstMessage(payload, ['message']) ?? MESSAGES.toastError;
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
