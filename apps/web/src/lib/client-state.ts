import type { QueryClient } from '@tanstack/react-query';
import { applyTheme } from './theme.ts';

const resets = new Set<() => void>();

/** Client stores register how to forget the signed-out user's state. */
export function registerReset(reset: () => void) {
  resets.add(reset);
}

/** Resets every registered client store. */
export function resetClientStores() {
  for (const reset of resets) reset();
}

/**
 * Forgets everything about the signed-in user: the user becomes null (signed out), every other
 * cached answer is dropped, client stores are reset and the theme colour goes back to the default.
 */
export function clearClientState(queryClient: QueryClient) {
  queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
  queryClient.setQueryData(['user'], null);
  resetClientStores();
  applyTheme(null);
}
