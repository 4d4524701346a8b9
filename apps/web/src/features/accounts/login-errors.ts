import { loginErrorText, MESSAGES } from '@folio/shared';
import { PARSE_ERROR } from '../../lib/api.ts';
import { fieldMessages } from '../../lib/errors.ts';

export type LoginFailure =
  | { kind: 'email'; message: string }
  | { kind: 'form'; message: string }
  | { kind: 'set-password' };

/** Turns a failed POST /api/auth/login answer into what the login screen shows (spec §8). */
export function loginFailure(error: unknown): LoginFailure {
  if (error === PARSE_ERROR || typeof error !== 'object' || error === null) {
    return { kind: 'form', message: loginErrorText.other() };
  }
  const body = error as Record<string, unknown>;
  if (body.changePasswordRequired === true) return { kind: 'set-password' };
  const [nonField] = fieldMessages(body, 'nonFieldErrors');
  if (nonField) return { kind: 'email', message: nonField };
  if (typeof body.provider === 'string')
    return { kind: 'form', message: loginErrorText.provider(body.provider) };
  if (typeof body.message === 'string')
    return { kind: 'form', message: body.message || MESSAGES.invalidCredentials };
  const detail = typeof body.detail === 'string' ? body.detail.replace(/\.$/, '') : undefined;
  return { kind: 'form', message: loginErrorText.other(detail) };
}
