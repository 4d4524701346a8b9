import { SHARE_EMAIL_TEXTS } from '@folio/shared';
import { AppError, fieldError } from '../../platform/errors.ts';

const badRequest = (detail: string) => new AppError(400, { detail });

export const notEmailed = () => badRequest(SHARE_EMAIL_TEXTS.notEmailed);
export const linkDisabled = () => badRequest(SHARE_EMAIL_TEXTS.linkDisabled);
export const noRecipients = () => badRequest(SHARE_EMAIL_TEXTS.noRecipients);
export const remindersUnavailable = () =>
  fieldError('has_auto_reminder', SHARE_EMAIL_TEXTS.remindersUnavailable);
export const remindersOnlyPresentations = () =>
  fieldError('has_auto_reminder', SHARE_EMAIL_TEXTS.remindersOnlyPresentations);
