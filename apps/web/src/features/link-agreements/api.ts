import type { Agreement, AgreementAcceptance } from '@folio/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Camelize } from '../../lib/api.ts';

export type LinkAgreement = Camelize<Agreement>;
export type Acceptance = Camelize<AgreementAcceptance>;

/** Cache keys of links' agreements and their acceptances (issue 18, point 4). */
export const agreementKeys = {
  all: ['agreements'] as const,
  link: (presentationId: number, linkId: number) => [...agreementKeys.all, presentationId, linkId] as const,
  acceptances: (presentationId: number) => [...agreementKeys.all, presentationId, 'acceptances'] as const,
};

const linkPath = (presentationId: number, linkId: number) =>
  `/presentations/${presentationId}/share-links/${linkId}/agreement`;

export const useLinkAgreement = (presentationId: number, linkId: number) =>
  useQuery(
    queryOptions({
      queryKey: agreementKeys.link(presentationId, linkId),
      queryFn: () => api<{ agreement: Agreement | null }>(linkPath(presentationId, linkId)),
    }),
  );

/** PUT the text (a changed one becomes a new version) or DELETE it (text null). */
export function useSaveAgreement(presentationId: number, linkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string | null) =>
      text === null
        ? api<void>(linkPath(presentationId, linkId), { method: 'DELETE' })
        : api<unknown>(linkPath(presentationId, linkId), { method: 'PUT', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementKeys.link(presentationId, linkId) }),
  });
}

export const useAcceptances = (presentationId: number) =>
  useQuery(
    queryOptions({
      queryKey: agreementKeys.acceptances(presentationId),
      queryFn: () =>
        api<{ results: AgreementAcceptance[] }>(`/presentations/${presentationId}/agreement-acceptances`),
    }),
  );

/** Where the browser downloads an acceptance's PDF receipt. */
export const receiptUrl = (presentationId: number, acceptanceId: number) =>
  `/api/presentations/${presentationId}/agreement-acceptances/${acceptanceId}/receipt`;
