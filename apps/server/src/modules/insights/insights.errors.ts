import { INSIGHTS_TEXTS } from '@folio/shared';
import { fieldError, forbidden, notFound } from '../../platform/errors.ts';

export const insightsNotFound = notFound;
export const premiumRequired = () => forbidden(INSIGHTS_TEXTS.premiumRequired, { code: 'premium_required' });
export const viewerHasEmail = () => fieldError('email', INSIGHTS_TEXTS.viewerHasEmail);
