import { REMINDER_WINDOW_DAYS } from '@folio/shared';
import type { ShareLinkRow } from '../share-links/share-links.table.ts';

const DAY_MS = 86_400_000;

/** The last moment a reminder of this link may go out. */
export const reminderWindowEnd = (link: Pick<ShareLinkRow, 'createdAt'>) =>
  new Date(link.createdAt.getTime() + REMINDER_WINDOW_DAYS * DAY_MS);

/**
 * The reminder after the one due at `due`: every `interval` days from it, the first still ahead of
 * `now` (a worker that was down sends one reminder, not the ones it missed); null past the window.
 */
export function nextReminder(
  link: Pick<ShareLinkRow, 'createdAt' | 'reminderInterval'>,
  due: Date,
  now: Date,
) {
  if (!link.reminderInterval || link.reminderInterval < 1) return null;
  const step = link.reminderInterval * DAY_MS;
  const missed = Math.max(0, Math.floor((now.getTime() - due.getTime()) / step));
  const next = new Date(due.getTime() + (missed + 1) * step);
  return next > reminderWindowEnd(link) ? null : next;
}

/** Why a due reminder is not sent but stopped: nothing to send it to, or no reason to send it. */
export function stopReason(
  link: Pick<ShareLinkRow, 'disabled' | 'hasAutoReminder' | 'email' | 'createdAt' | 'emailsStoppedAt'>,
  state: { presentationDeleted: boolean; viewed: boolean; now: Date },
) {
  if (link.disabled) return 'disabled';
  if (link.emailsStoppedAt) return 'recipient';
  if (!link.hasAutoReminder || !link.email) return 'off';
  if (state.presentationDeleted) return 'deleted';
  if (state.viewed) return 'viewed';
  if (state.now > reminderWindowEnd(link)) return 'window';
  return null;
}
