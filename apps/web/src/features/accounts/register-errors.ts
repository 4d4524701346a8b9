import { MESSAGES } from '@folio/shared';
import { PARSE_ERROR } from '../../lib/api.ts';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { REGISTER_ERROR_FIELDS, type SignUpForm } from './sign-up-schema.ts';

export type RegisterFailure = { fields: Partial<Record<keyof SignUpForm, string>>; form?: string };

/**
 * Spread a failed POST /api/register answer over the form: each field's first message under its
 * field, and the first message of anything else (non_field_errors, detail) above the form.
 */
export function registerFailure(error: unknown, shownFields: (keyof SignUpForm)[]): RegisterFailure {
  if (error === PARSE_ERROR || typeof error !== 'object' || error === null)
    return { fields: {}, form: MESSAGES.toastError };
  const fields: RegisterFailure['fields'] = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    const field = REGISTER_ERROR_FIELDS[key];
    const [message] = fieldMessages(error, key);
    if (field && message && shownFields.includes(field) && !fields[field]) fields[field] = message;
    else rest[key] = value;
  }
  const form = firstMessage(rest);
  return { fields, form: form ?? (Object.keys(fields).length ? undefined : MESSAGES.toastError) };
}
