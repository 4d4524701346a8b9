import { MESSAGES, VALIDATION } from '@folio/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from './db-errors.ts';

/** An error the API answers as it is: a status and a body in the contract's shapes. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const fieldErrors = (errors: Record<string, string[]>) => new AppError(400, errors);
export const fieldError = (field: string, message: string) => fieldErrors({ [field]: [message] });
export const notFound = () => new AppError(404, { detail: MESSAGES.notFound });
export const forbidden = (detail: string, extra: Record<string, unknown> = {}) =>
  new AppError(403, { detail, ...extra });
export const unauthorized = () =>
  new AppError(401, { detail: MESSAGES.tokenNotValid, code: 'token_not_valid' });
export const tooManyRequests = (detail: string) => new AppError(429, { detail });

/** Issues as the contract's 400 body: keyed by their first path segment (else non_field_errors), each message once. */
export function fieldErrorsBody(issues: { field?: string | number; message?: string }[]) {
  const body: Record<string, string[]> = {};
  for (const { field = 'non_field_errors', message = VALIDATION.invalidValue } of issues) {
    const messages = body[String(field)] ?? [];
    if (!messages.includes(message)) body[String(field)] = [...messages, message];
  }
  return body;
}

const validationBody = (error: { validation: { instancePath: string; message?: string }[] }) =>
  fieldErrorsBody(
    error.validation.map((issue) => ({
      field: issue.instancePath.split('/').filter(Boolean)[0],
      message: issue.message,
    })),
  );

/** The one place where errors become HTTP answers; never a stack trace, never a 500 for bad input. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send(validationBody(error));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ detail: MESSAGES.tooManyRequests });
    if (status >= 400 && status < 500) {
      const detail = status === 404 ? MESSAGES.notFound : error.message;
      return reply.status(status).send({ detail });
    }
    if (isDataException(error)) {
      // The last line of defence: the route's schema should have refused this value; the log says which.
      request.log.error({ err: error }, 'database refused a value');
      return reply.status(400).send({ non_field_errors: [VALIDATION.valueNotStorable] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: MESSAGES.toastError });
  });
}
