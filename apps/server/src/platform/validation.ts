import { controlCharacterError } from '@folio/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fieldErrors, fieldErrorsBody } from './errors.ts';

type Issue = { path: (string | number)[]; message: string };

/**
 * Every string a request hands to a route — keys included — after its schema parsed it: NUL (which PostgreSQL
 * cannot store) and other C0 control characters are refused in every text field of every route at once; tab
 * and line breaks pass (multi-line text). Single-line fields refuse line breaks through their own schema.
 */
function controlCharacterIssues(value: unknown, path: (string | number)[] = [], found: Issue[] = []) {
  if (typeof value === 'string') {
    const message = controlCharacterError(value);
    if (message) found.push({ path, message });
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) controlCharacterIssues(item, [...path, index], found);
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const message = controlCharacterError(key);
      if (message) found.push({ path: [...path, key], message });
      controlCharacterIssues(item, [...path, key], found);
    }
  }
  return found;
}

const refuseControlCharacters = (value: unknown, ctx: z.RefinementCtx) => {
  for (const issue of controlCharacterIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
};

/** The zod validator of every route's params, query and body, with the control-character rule on top. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: route.schema.superRefine(refuseControlCharacters) });

/** Parses a payload that the route could not declare (multipart), answering 400 field errors like the rest. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  const issues: Issue[] = result.success
    ? controlCharacterIssues(result.data)
    : result.error.issues.map(({ path, message }) => ({ path: path as (string | number)[], message }));
  if (result.success && issues.length === 0) return result.data;
  throw fieldErrors(fieldErrorsBody(issues.map(({ path, message }) => ({ field: path[0], message }))));
}
