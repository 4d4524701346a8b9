import { MESSAGES } from '@folio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { rememberAuthUrl } from '../features/accounts/auth-url.ts';
import { onTokenNotValid } from '../lib/api.ts';
import { clearClientState } from '../lib/client-state.ts';
import { notify, SESSION_TOAST_MS } from '../lib/notify.ts';

/**
 * Spec §4: a token_not_valid answer while signed in shows 'Your session has expired…' for 3000 ms,
 * then logs out (user, cached data, stores and theme reset) and goes to /login, remembering where it was.
 */
export function installSessionExpiry(queryClient: QueryClient, navigate: (to: string) => unknown) {
  return onTokenNotValid(() => {
    if (!queryClient.getQueryData(['user'])) return;
    notify.error(MESSAGES.sessionExpired, { duration: SESSION_TOAST_MS, id: 'session-expired' });
    clearClientState(queryClient);
    // Signing in again comes back here (authUrl).
    rememberAuthUrl(window.location.pathname + window.location.search);
    navigate('/login');
  });
}
