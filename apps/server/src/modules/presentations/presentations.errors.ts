import { PREMIUM_MESSAGES } from '@folio/shared';
import { fieldError, forbidden } from '../../platform/errors.ts';

export const premiumRequired = (feature: keyof typeof PREMIUM_MESSAGES) =>
  forbidden(PREMIUM_MESSAGES[feature], { code: 'premium_required' });
export const notTeamMember = (field: 'companies' | 'company' = 'companies') =>
  fieldError(field, 'You can only create templates for your own teams.');
export const notDeleted = () => fieldError('non_field_errors', 'This presentation is not deleted.');
