import type { z } from 'zod';
import { fieldErrors } from './errors.ts';

/** Parses a payload that the route could not declare (multipart), answering 400 field errors like the rest. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw fieldErrors(errors);
}
