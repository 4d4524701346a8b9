import { LINK_VERIFICATION_TEXTS as TEXTS } from '@folio/shared';
import { fieldError, forbidden, tooManyRequests } from '../../platform/errors.ts';

export const codeRequired = () => fieldError('code', TEXTS.codeRequired);
export const codeWrong = () => fieldError('code', TEXTS.codeWrong);
export const codeExpired = () => fieldError('code', TEXTS.codeExpired);
export const tooManyTries = () => fieldError('code', TEXTS.tooManyTries);
export const tooManyCodes = () => tooManyRequests(TEXTS.tooManyCodes);
/** The allow or block list refused the address. */
export const emailRefused = () => forbidden(TEXTS.refused);
