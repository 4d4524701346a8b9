import { SHARE_LINK_TEXTS } from '@folio/shared';
import { fieldError, forbidden, notFound } from '../../platform/errors.ts';

export const shareLinkNotFound = notFound;
export const premiumSetting = () => forbidden(SHARE_LINK_TEXTS.premiumSetting, { code: 'premium_required' });
export const passwordRequired = () => fieldError('password_protect', SHARE_LINK_TEXTS.passwordRequired);
export const printingUnavailable = () => fieldError('prevent_printing', SHARE_LINK_TEXTS.printingUnavailable);
export const feedbackOnlyPresentations = () =>
  fieldError('prevent_feedback', SHARE_LINK_TEXTS.feedbackOnlyPresentations);
export const forwardTrackingNotPublic = () =>
  fieldError('forward_tracking', SHARE_LINK_TEXTS.forwardTrackingNotPublic);
export const publicCannotChange = () => fieldError('is_public', SHARE_LINK_TEXTS.publicCannotChange);
export const publicLinkExists = () => fieldError('non_field_errors', SHARE_LINK_TEXTS.publicLinkExists);
