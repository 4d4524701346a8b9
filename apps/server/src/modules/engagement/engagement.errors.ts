import { ENGAGEMENT_TEXTS, SHARE_EMAIL_TEXTS } from '@folio/shared';
import { fieldError, forbidden } from '../../platform/errors.ts';

export const viewerHasNoEmail = () => fieldError('non_field_errors', ENGAGEMENT_TEXTS.noEmail);
export const viewerStoppedEmails = () => fieldError('non_field_errors', ENGAGEMENT_TEXTS.emailsStopped);
/** Every link the viewer came through is unpublished: no link to send them. */
export const viewerLinkDisabled = () => fieldError('non_field_errors', SHARE_EMAIL_TEXTS.linkDisabled);
export const followUpPremium = () =>
  forbidden(ENGAGEMENT_TEXTS.followUpPremium, { code: 'premium_required' });
