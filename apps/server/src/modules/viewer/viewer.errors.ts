import { VALIDATION, VIEWER_TEXTS } from '@folio/shared';
import { fieldErrors, forbidden, notFound } from '../../platform/errors.ts';

export const linkNotFound = notFound;
export const passwordIncorrect = () => forbidden(VIEWER_TEXTS.passwordIncorrect);
export const gateErrors = (errors: Record<string, string[]>) => fieldErrors(errors);
export const GATE_TEXTS = {
  emailRequired: VALIDATION.emailRequired,
  emailInvalid: VIEWER_TEXTS.invalidEmail,
  phoneRequired: VIEWER_TEXTS.phoneRequired,
} as const;
