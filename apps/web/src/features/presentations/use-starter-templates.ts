import { useEffect, useRef } from 'react';
import { useAddStarterTemplates } from './api.ts';
import type { ListScope } from './types.ts';

/**
 * On the first visit of an empty account, asks once for the starter templates; the list then reloads with
 * them. True while they are being made, so the list shows its loading state rather than "empty".
 */
export function useStarterTemplates(scope: ListScope, empty: boolean) {
  const { mutate, isPending } = useAddStarterTemplates();
  const asked = useRef(false);
  const eligible = empty && scope.tab === 'mine' && scope.folder === null && !scope.search;
  useEffect(() => {
    if (!eligible || asked.current) return;
    asked.current = true;
    // A convenience: if it fails, the empty list and its Create button are still there.
    mutate(undefined, { onError: () => undefined });
  }, [eligible, mutate]);
  return isPending;
}
