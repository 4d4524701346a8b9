import {
  STORAGE_MESSAGES,
  STORAGE_PROVIDER_NAMES,
  STORAGE_RESULT_PARAMS,
  storageProviderSchema,
} from '@folio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { storageKeys } from './storage-api.ts';

/**
 * After Box's consent page the server sends the user back with `storage=box` (and `storage_error=…` when
 * it failed): one toast says how it went, and the parameters leave the address.
 */
export function useStorageResult() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const provider = storageProviderSchema.safeParse(params.get(STORAGE_RESULT_PARAMS.provider));
  const error = params.get(STORAGE_RESULT_PARAMS.error);
  useEffect(() => {
    if (!provider.success) return;
    if (error) notify.error(error);
    else notify.success(STORAGE_MESSAGES.connected(STORAGE_PROVIDER_NAMES[provider.data]));
    void queryClient.invalidateQueries({ queryKey: storageKeys.connections });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(STORAGE_RESULT_PARAMS.provider);
        next.delete(STORAGE_RESULT_PARAMS.error);
        return next;
      },
      { replace: true },
    );
  }, [provider.success, provider.data, error, queryClient, setParams]);
}
