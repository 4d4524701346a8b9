import { WEBHOOK_TEXTS } from '@folio/shared';
import { fieldError } from '../../platform/errors.ts';

export const webhookUrlHttps = () => fieldError('url', WEBHOOK_TEXTS.urlHttps);
export const webhookUrlPrivate = () => fieldError('url', WEBHOOK_TEXTS.urlPrivate);
export const tooManyWebhooks = (max: number) => fieldError('non_field_errors', WEBHOOK_TEXTS.tooMany(max));
export const deliveryStillRetrying = () => fieldError('non_field_errors', WEBHOOK_TEXTS.stillRetrying);
