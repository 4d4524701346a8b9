import { DATA_RIGHTS_TEXTS } from '@folio/shared';
import { AppError, fieldError, tooManyRequests } from '../../platform/errors.ts';

export const exportRunning = () => tooManyRequests(DATA_RIGHTS_TEXTS.exportRunning);
export const exportTooSoon = (minutes: number) => tooManyRequests(DATA_RIGHTS_TEXTS.exportTooSoon(minutes));
/** 410: the link was real but its time is over (the zip is deleted or about to be). */
export const downloadExpired = () => new AppError(410, { detail: DATA_RIGHTS_TEXTS.downloadExpired });
export const passwordRequired = () => fieldError('password', DATA_RIGHTS_TEXTS.passwordRequired);
export const wrongPassword = () => fieldError('password', DATA_RIGHTS_TEXTS.wrongPassword);
export const emailRequired = () => fieldError('email', DATA_RIGHTS_TEXTS.emailRequired);
export const wrongEmail = () => fieldError('email', DATA_RIGHTS_TEXTS.wrongEmail);
/** 409: the account holds a team others still use; the user must settle it first. */
export const lastTeamAdmin = (team: string) =>
  new AppError(409, { detail: DATA_RIGHTS_TEXTS.lastTeamAdmin(team), code: 'team_admin' });
export const teamPayer = (team: string) =>
  new AppError(409, { detail: DATA_RIGHTS_TEXTS.teamPayer(team), code: 'team_payer' });
