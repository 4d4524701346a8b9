import { SOCIAL_TEXTS, SOCIAL_TOAST_MS, type SocialProvider } from '@folio/shared';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { SOCIAL_CANCELLED } from './social-tokens.ts';

/** Spec §8: an error toast for 5000 ms with the server's first message, else the provider's fallback. */
export function toastSocialFailure(error: unknown, provider: SocialProvider) {
  if (error === SOCIAL_CANCELLED) return;
  const fallback = provider === 'google' ? SOCIAL_TEXTS.googleSignInFailed : SOCIAL_TEXTS.signInFailed;
  notify.error(firstMessage(error) ?? fallback, { duration: SOCIAL_TOAST_MS });
}

/** Spec §8's two linking texts: the account belongs to someone else, or anything else went wrong. */
export function toastLinkFailure(error: unknown) {
  if (error === SOCIAL_CANCELLED) return;
  const taken =
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'social_account_taken';
  notify.error(taken ? SOCIAL_TEXTS.linkConflict : SOCIAL_TEXTS.linkFailed, { duration: SOCIAL_TOAST_MS });
}
