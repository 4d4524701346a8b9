import type { Checklist, User as UserWire } from '@folio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { accountKeys } from '../accounts/queries.ts';
import type { toPayload } from './validate.ts';

/** POST /api/onboarding: answers the questionnaire; the user comes back with show_onboarding false. */
export function useSubmitOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: ReturnType<typeof toPayload>) =>
      api<UserWire>('/onboarding', { method: 'POST', body: answers }),
    onSuccess: (user) => queryClient.setQueryData(accountKeys.user, user),
  });
}

/** GET /api/onboarding/checklist: which first-run steps the account has done (asked again on each visit). */
export const checklistQuery = queryOptions({
  queryKey: ['onboarding', 'checklist'] as const,
  queryFn: () => api<Checklist>('/onboarding/checklist'),
});
