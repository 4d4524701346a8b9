import { MESSAGES } from '@folio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { onTokenNotValid } from '../lib/api.ts';
import { clearClientState } from '../lib/client-state.ts';
import { notify, SESSION_TOAST_MS } from '../lib/notify.ts';

/**
 * Spec §4: a token_not_valid answer while signed in shows 'Your session has expired…' for 3000 ms,
 * then logs out (user, cached data, stores and theme reset) and goes to /login.
 */
export function installSessionExpiry(queryClient: QueryClient, navigate: (to: string) => unknown) {
  return onTokenNotValid(() => {
    if (!queryClient.getQueryData(['user'])) return;
    notify.error(MESSAGES.sessionExpired, { duration: SESSION_TOAST_MS, id: 'session-expired' });
    clearClientState(queryClient);
    navigate('/login');
  });
}
