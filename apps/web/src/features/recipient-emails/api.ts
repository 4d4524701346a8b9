import type { StopEmailsResponse } from '@folio/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** POST /api/client/presentations/{hash}/disable: the recipient stops the e-mails of their link. */
export const useStopEmails = () =>
  useMutation({
    mutationFn: (hash: string) =>
      api<StopEmailsResponse>(`/client/presentations/${encodeURIComponent(hash)}/disable`, {
        method: 'POST',
      }),
  });
