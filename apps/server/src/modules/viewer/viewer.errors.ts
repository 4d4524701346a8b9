import { type ClientNotFound, MESSAGES, VALIDATION, VIEWER_TEXTS } from '@folio/shared';
import { AppError, fieldErrors, forbidden, notFound } from '../../platform/errors.ts';

export const linkNotFound = notFound;
/** A link that does not open, with who shared it when it once existed (the not-found page's brand). */
export const linkGone = (sender: ClientNotFound['sender']) =>
  new AppError(404, { detail: MESSAGES.notFound, sender });
export const passwordIncorrect = () => forbidden(VIEWER_TEXTS.passwordIncorrect);
/** A file URL issued before the link's gates were turned on or tightened: its page opens the link again. */
export const accessChanged = () => forbidden(VIEWER_TEXTS.accessChanged, { code: 'access_changed' });
export const gateErrors = (errors: Record<string, string[]>) => fieldErrors(errors);
export const GATE_TEXTS = {
  emailRequired: VALIDATION.emailRequired,
  emailInvalid: VIEWER_TEXTS.invalidEmail,
  phoneRequired: VIEWER_TEXTS.phoneRequired,
} as const;
