import { EMAIL_VERIFICATION_TEXTS, MESSAGES } from '@folio/shared';
import { AppError, fieldError, fieldErrors, forbidden, tooManyRequests } from '../../platform/errors.ts';

export const invalidCredentials = () => new AppError(400, { message: MESSAGES.invalidCredentials });
export const socialAccount = (provider: string) => new AppError(400, { provider });
export const accountDisabled = () => new AppError(403, { non_field_errors: [MESSAGES.accountDisabled] });
export const passwordChangeRequired = (access?: string) =>
  forbidden(MESSAGES.mustSetPassword, { change_password_required: true, ...(access ? { access } : {}) });
export const tooManyLoginAttempts = () => tooManyRequests(MESSAGES.tooManyLoginAttempts);
export const emailTaken = () => fieldError('email', MESSAGES.emailTaken);
export const passwordsDontMatch = (field: string) => fieldError(field, MESSAGES.passwordsDontMatch);
export const weakPassword = (field: string, problems: string[]) => fieldErrors({ [field]: problems });
export const wrongOldPassword = () => fieldError('old_password', MESSAGES.wrongOldPassword);
/** A password was asked of an account that has none (signed up with Google or Facebook): set one first. */
export const noPasswordYet = (field: string) => fieldError(field, MESSAGES.noPasswordYet);
export const resetLinkInvalid = () => fieldError('token', MESSAGES.resetLinkInvalid);
export const inviteEmailMismatch = () => fieldError('email', MESSAGES.inviteEmailMismatch);
export const verificationExpired = () => fieldError('non_field_errors', EMAIL_VERIFICATION_TEXTS.expired);
export const tooManyCodeAttempts = () => fieldError('code', EMAIL_VERIFICATION_TEXTS.tooManyAttempts);
/** 403 on the calls that send e-mail for an unverified user. */
export const emailNotVerified = () =>
  forbidden(EMAIL_VERIFICATION_TEXTS.notVerified, { code: 'email_not_verified' });
