import type {
  AuthProviders as AuthProvidersWire,
  AuthResponse as AuthResponseWire,
  SocialAccounts as SocialAccountsWire,
  SocialProvider,
} from '@folio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { accountKeys } from './queries.ts';
import type { FromSharedLink } from './shared-link.ts';
import type { AuthResponse, SocialAccounts } from './types.ts';

/** GET /api/auth/providers: each provider's client id / app id and script, null when not configured. */
export const useAuthProviders = () =>
  useQuery({
    queryKey: accountKeys.authProviders,
    queryFn: () => api<AuthProvidersWire>('/auth/providers'),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;

/**
 * POST /api/auth/{provider}: signs in (or up) with the provider's access token, and from a shared
 * presentation its link and view token (it lands in Received); stores the user.
 */
export function useSocialSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      provider,
      ...body
    }: { provider: SocialProvider; accessToken: string; invite?: string } & FromSharedLink) =>
      api<AuthResponseWire>(`/auth/${provider}`, { method: 'POST', body }),
    onSuccess: (answer: AuthResponse) => queryClient.setQueryData(accountKeys.user, answer.user),
  });
}

export const useSocialAccounts = () =>
  useQuery({
    queryKey: accountKeys.socialAccounts,
    queryFn: () => api<SocialAccountsWire>('/user/social-accounts'),
  });

/** Link and unlink answer the new list; the user's provider pictures change with them. */
function useSocialAccountsChange<T>(call: (input: T) => Promise<SocialAccounts>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (accounts: SocialAccounts) => {
      queryClient.setQueryData(accountKeys.socialAccounts, accounts);
      void queryClient.invalidateQueries({ queryKey: accountKeys.user });
    },
  });
}

export const useLinkSocial = () =>
  useSocialAccountsChange((body: { provider: SocialProvider; accessToken: string }) =>
    api<SocialAccountsWire>('/auth/link', { method: 'POST', body }),
  );

export const useUnlinkSocial = () =>
  useSocialAccountsChange((provider: SocialProvider) =>
    api<SocialAccountsWire>('/auth/unlink', { method: 'POST', body: { provider } }),
  );
