import { VIEWER_TEXTS } from '@folio/shared';
import { forbidden, notFound } from '../../platform/errors.ts';

export const linkNotFound = notFound;
export const linkDisabled = () => forbidden(VIEWER_TEXTS.linkDisabled);
export const forwardingDisabled = () => forbidden(VIEWER_TEXTS.forwardingDisabled);
/** No live view session of this link: its gates were not passed, or the token is made up or of another link. */
export const forwardNeedsView = () => forbidden(VIEWER_TEXTS.forwardNeedsView);
