import { COMPANY_TEXTS } from '@folio/shared';
import { AppError, fieldError, forbidden } from '../../platform/errors.ts';

/** Spec §6: teams can be created only by upgraded users (the trial counts); the web shows 'upgrade to continue'. */
export const upgradeToCreate = () => forbidden(COMPANY_TEXTS.upgradeToCreate, { code: 'premium_required' });
/** Create a team is offered only to users without a team (spec §2). */
export const alreadyInTeam = () => forbidden(COMPANY_TEXTS.alreadyInTeam, { code: 'already_in_team' });
export const lastAdmin = (field: string) => fieldError(field, COMPANY_TEXTS.lastAdmin);
export const billingUserStays = (field: string) => fieldError(field, COMPANY_TEXTS.billingUserStays);
export const seatsBelowUsed = (used: number) => fieldError('seats', COMPANY_TEXTS.seatsBelowUsed(used));
export const teamNotPaying = () => new AppError(409, { detail: COMPANY_TEXTS.teamNotPaying });
