import { VIEWER_TEXTS } from '@folio/shared';
import { fieldErrors, forbidden } from '../../platform/errors.ts';

export const feedbackInvalid = (errors: Record<string, string[]>) => fieldErrors(errors);
export const feedbackDisabled = () => forbidden(VIEWER_TEXTS.feedbackDisabled);
