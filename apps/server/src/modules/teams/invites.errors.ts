import { TEAM_INVITE_TEXTS } from '@folio/shared';
import { fieldError } from '../../platform/errors.ts';

/** Inviting one more would put members plus pending invites over the seats paid for. */
export const seatsFull = () => fieldError('non_field_errors', TEAM_INVITE_TEXTS.seatsFull);
/** Accepting needs a free seat (the team may have lowered its seats since the invite was sent). */
export const acceptSeatsFull = () => fieldError('non_field_errors', TEAM_INVITE_TEXTS.acceptSeatsFull);
export const alreadyMember = () => fieldError('email', TEAM_INVITE_TEXTS.alreadyMember);
