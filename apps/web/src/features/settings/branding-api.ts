import type { BrandingUpdate, User as UserWire } from '@folio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toFormData } from '../../lib/api.ts';
import { accountKeys } from '../accounts/api.ts';
import type { User } from '../accounts/types.ts';

/** PATCH /api/users/me/branding: white label and the primary colour. */
export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandingUpdate) => api<UserWire>('/users/me/branding', { method: 'PATCH', body }),
    onSuccess: (user: User) => queryClient.setQueryData(accountKeys.user, user),
  });
}

/** The profile's logo (PATCH /api/user): a new file, or null to remove it. */
export function useUpdateLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logo: Blob | null) =>
      api<UserWire>('/user', { method: 'PATCH', body: logo ? toFormData({ logo }) : { logo: null } }),
    onSuccess: (user: User) => queryClient.setQueryData(accountKeys.user, user),
  });
}
