import type { ReferralPage } from '@folio/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Query keys of refer-a-friend; invalidation uses only these. */
export const referralKeys = { page: ['referrals'] as const };

/** GET /api/referrals: the user's link and the friends who signed up through it. */
export const referralPageQuery = queryOptions({
  queryKey: referralKeys.page,
  queryFn: ({ signal }) => api<ReferralPage>('/referrals', { signal }),
});
