import { isTokenNotValid } from '../../lib/api.ts';
import { failedActionMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { isPremiumRequired, openUpgradeDialog } from './premium.ts';

/** A failed action: the upgrade dialog for premium refusals, else an error toast (spec §8). */
export function reportActionError(error: unknown) {
  // An ended session is announced once, by the session-expired toast (app/session.ts).
  if (isTokenNotValid(error)) return;
  if (isPremiumRequired(error)) openUpgradeDialog();
  else notify.error(failedActionMessage(error));
}
