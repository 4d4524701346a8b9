import { VIEWER_TEXTS } from '@folio/shared';
import { forbidden } from '../../platform/errors.ts';

/** A view token that is made up, of another link, or of a link that was unpublished. */
export const invalidViewToken = () => forbidden(VIEWER_TEXTS.invalidViewToken);
