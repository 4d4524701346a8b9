import {
  BILLING_ERROR_RESPONSES,
  claimReferralResponseSchema,
  claimReferralSchema,
  referralPageSchema,
  urlResponseSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { guardsSecret } from '../../platform/rate-limit-store.ts';
import type { ReferralsService } from './referrals.service.ts';

const tags = ['referrals'];
/** Referral codes claimed a minute per address, on every instance together. */
export const CLAIMS_PER_MINUTE = 10;

/** Refer-a-friend (spec §7: POST referral-code, GET referral-rock-auth-url) and the referral page's data. */
export async function referralsRoutes(base: FastifyInstance, { referrals }: { referrals: ReferralsService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/referral-rock-auth-url',
    {
      schema: {
        tags,
        operationId: 'getReferralPageUrl',
        summary: "Read the address of the user's referral page",
        description:
          "The address of the signed-in user's own referral page (their link and who signed up through it). " +
          '403 for a user in a team: refer-a-friend is hidden there.',
        response: { 200: urlResponseSchema },
      },
    },
    async (request) => referrals.pageUrl(requireAuth(request).user),
  );

  app.get(
    '/api/referrals',
    {
      schema: {
        tags,
        operationId: 'getReferrals',
        summary: "Read the user's referral link and referrals",
        description:
          "The signed-in user's referral link (made on the first call) and the friends who signed up through " +
          'it, each with credited_at once their first payment put $20 (2000 cents) on the balance. 403 in a team.',
        response: { 200: referralPageSchema },
      },
    },
    async (request) => referrals.page(requireAuth(request).user),
  );

  app.post(
    '/api/referral-code',
    {
      config: guardsSecret({ rateLimit: { max: CLAIMS_PER_MINUTE, timeWindow: '1 minute' } }),
      schema: {
        tags,
        operationId: 'redeemReferralCode',
        summary: 'Record who referred the user',
        description:
          'Records that the signed-in user was referred by the owner of `code` (for a sign-up that did not carry ' +
          'the link). 400 `{ code }` for an unknown code, one of a team member, or the user’s own; 409 when ' +
          'another referral is recorded or the user already pays; 403 for a user in a team. Claiming the same ' +
          `code again is a no-op. At most ${CLAIMS_PER_MINUTE} a minute per address (429). Every referral route ` +
          'answers 404 while the referral feature flag is off.',
        body: claimReferralSchema,
        response: { 200: claimReferralResponseSchema, 409: BILLING_ERROR_RESPONSES[409] },
      },
    },
    async (request) => referrals.claim(requireAuth(request).user, request.body.code),
  );
}
