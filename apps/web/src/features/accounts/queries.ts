import type { Announcement as AnnouncementWire, FeatureFlags, Page, User as UserWire } from '@folio/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, isTokenNotValid } from '../../lib/api.ts';
import { hasSessionHint } from '../../lib/browser.ts';
import { camelize } from '../../lib/case.ts';
import type { Announcement, Flags, User } from './types.ts';

/** Query keys of the accounts area; invalidation uses only these. */
export const accountKeys = {
  user: ['user'] as const,
  featureFlags: ['feature-flags'] as const,
  announcements: ['announcements'] as const,
  authProviders: ['auth-providers'] as const,
  socialAccounts: ['social-accounts'] as const,
  resetLink: (uid: string, token: string) => ['password-reset-link', uid, token] as const,
};

/**
 * The signed-in user, or null when signed out: without the session hint no call is made (a 401 would be
 * logged in the console of every public page), and GET /api/user answering 401 also means signed out.
 */
export const userQuery = queryOptions({
  queryKey: accountKeys.user,
  queryFn: async (): Promise<User | null> => {
    if (!hasSessionHint()) return null;
    try {
      return await api<UserWire>('/user');
    } catch (error) {
      if (isTokenNotValid(error)) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  retry: false,
});

/** Used when the flags cannot be read: the spec's defaults, with the social buttons off. Loaded only then. */
async function fallbackFlags(): Promise<Flags> {
  const { FEATURE_FLAG_DEFAULTS } = await import('@folio/shared');
  return camelize({ ...FEATURE_FLAG_DEFAULTS, facebook_login: false, google_login: false });
}

export const featureFlagsQuery = queryOptions({
  queryKey: accountKeys.featureFlags,
  queryFn: async (): Promise<Flags> => {
    try {
      return await api<FeatureFlags>('/feature-flags');
    } catch {
      return fallbackFlags();
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export const announcementsQuery = queryOptions({
  queryKey: accountKeys.announcements,
  queryFn: async (): Promise<Announcement[]> => {
    const page = await api<Page<AnnouncementWire>>('/announcement/');
    return page.results.filter((a) => a.isActive);
  },
  staleTime: 5 * 60_000,
});

/** Reads the user for a route guard: cached when known, fetched otherwise. */
export const loadUser = (queryClient: QueryClient) => queryClient.ensureQueryData(userQuery);
