import type { TeamBrandingUpdate, TeamBranding as TeamBrandingWire } from '@folio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Camelize, toFormData } from '../../lib/api.ts';

export type TeamBranding = Camelize<TeamBrandingWire>;

export const teamBrandKeys = {
  all: ['team-branding'] as const,
  team: (companyId: number) => ['team-branding', companyId] as const,
};

/** GET /api/company/{id}/branding: the brand every member's shares carry. */
export const useTeamBranding = (companyId: number) =>
  useQuery({
    queryKey: teamBrandKeys.team(companyId),
    queryFn: () => api<TeamBrandingWire>(`/company/${companyId}/branding`),
  });

function useSaved(companyId: number) {
  const queryClient = useQueryClient();
  return (branding: TeamBranding) => queryClient.setQueryData(teamBrandKeys.team(companyId), branding);
}

/** PATCH /api/company/{id}/branding (admins): colour, white label, member branding. */
export function useUpdateTeamBranding(companyId: number) {
  const onSuccess = useSaved(companyId);
  return useMutation({
    mutationFn: (body: TeamBrandingUpdate) =>
      api<TeamBrandingWire>(`/company/${companyId}/branding`, { method: 'PATCH', body }),
    onSuccess,
  });
}

/** PUT /api/company/{id}/logo with a file, or DELETE it (null). */
export function useTeamLogo(companyId: number) {
  const onSuccess = useSaved(companyId);
  return useMutation({
    mutationFn: (logo: Blob | null) =>
      api<TeamBrandingWire>(`/company/${companyId}/logo`, {
        method: logo ? 'PUT' : 'DELETE',
        body: logo ? toFormData({ logo }) : undefined,
      }),
    onSuccess,
  });
}
