import { API_KEY_TEXTS } from '@folio/shared';
import { AppError, forbidden } from '../../platform/errors.ts';

export const tooManyApiKeys = () => new AppError(400, { non_field_errors: [API_KEY_TEXTS.tooMany] });
export const apiKeyRefusedHere = () => forbidden(API_KEY_TEXTS.sessionOnly, { code: 'session_required' });
