import { SOCIAL_TEXTS, type SocialProvider } from '@folio/shared';
import { AppError, notFound } from '../../platform/errors.ts';

const refusal = (status: number, detail: string, code: string) => new AppError(status, { detail, code });

/** The provider's button is hidden; a call anyway is told so. */
export const providerNotConfigured = (p: SocialProvider) =>
  refusal(404, SOCIAL_TEXTS.notConfigured(p), 'provider_not_configured');
/** The provider refused the token: expired, revoked, made for another app, or not a token at all. */
export const invalidToken = (p: SocialProvider) =>
  refusal(400, SOCIAL_TEXTS.invalidToken(p), 'invalid_token');
/** The provider could not be reached or answered nonsense: nothing is written, the user may retry. */
export const providerDown = (p: SocialProvider) =>
  refusal(502, SOCIAL_TEXTS.providerDown(p), 'provider_down');
export const emailUnverified = (p: SocialProvider) =>
  refusal(400, SOCIAL_TEXTS.emailUnverified(p), 'email_unverified');
export const noEmail = (p: SocialProvider) => refusal(400, SOCIAL_TEXTS.noEmail(p), 'no_email');
export const emailTakenUnverified = () =>
  refusal(400, SOCIAL_TEXTS.emailTakenUnverified, 'email_taken_unverified');
/** The provider account already signs in another Folio user (spec §8's linking text). */
export const linkedToAnotherUser = () => refusal(400, SOCIAL_TEXTS.linkConflict, 'social_account_taken');
export const otherAccountLinked = (p: SocialProvider) =>
  refusal(400, SOCIAL_TEXTS.otherAccountLinked(p), 'other_account_linked');
export const lastSignInMethod = (p: SocialProvider) =>
  refusal(400, SOCIAL_TEXTS.lastSignInMethod(p), 'last_sign_in_method');
export const notLinked = () => notFound();
