import { REFERRAL_TEXTS } from '@folio/shared';
import { AppError, fieldError } from '../../platform/errors.ts';

export const referralCodeInvalid = () => fieldError('code', REFERRAL_TEXTS.invalidCode);
export const ownReferralCode = () => fieldError('code', REFERRAL_TEXTS.ownCode);
export const alreadyReferred = () => new AppError(409, { detail: REFERRAL_TEXTS.alreadyReferred });
export const alreadyCustomer = () => new AppError(409, { detail: REFERRAL_TEXTS.alreadyCustomer });
/** Refer-a-friend is hidden for users in a team (spec §2, §6). */
export const referralInTeam = () => new AppError(403, { detail: REFERRAL_TEXTS.inTeam });
