import { z } from 'zod';

/** The refer-a-friend reward (spec §1, §9 '$20'): cents put on the referrer's Stripe balance, once per friend. */
export const REFERRAL_REWARD_CENTS = 2000;

/** The sign-up query parameter and payload field (`rr`) that carries a referral code. */
export const REFERRAL_SIGN_UP_PARAM = 'rr';

/** A user's referral code: 10 letters and digits, random (the link's only secret is who sent it). */
export const referralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6,32}$/, 'This referral code is not valid.');

/** POST /api/referral-code: the signed-in user was referred by the owner of `code`. */
export const claimReferralSchema = z.object({ code: referralCodeSchema });
export const claimReferralResponseSchema = z.object({ referrer_name: z.string() });

/** One friend who signed up through the link: a short name, never the friend's address. */
export const referredFriendSchema = z.object({
  name: z.string(),
  signed_up_at: z.string(),
  /** When the $20 reached the referrer's balance; null until the friend pays. */
  credited_at: z.string().nullable(),
});

/** GET /api/referrals: the signed-in user's link and the friends who signed up through it. */
export const referralPageSchema = z.object({
  code: z.string(),
  link: z.string(),
  reward_cents: z.number().int(),
  /** Whether credits can be paid on this server (online payment configured). */
  payments_configured: z.boolean(),
  results: z.array(referredFriendSchema),
});
export type ReferralPage = z.infer<typeof referralPageSchema>;

export const REFERRAL_TEXTS = {
  button: 'Get $20',
  title: 'Refer a friend, get $20',
  intro:
    'Share your link. When a friend signs up through it and becomes a paying customer, $20 goes to your account balance and pays for your next invoices.',
  copy: 'Copy link',
  copied: 'Link copied',
  empty: 'No one has signed up through your link yet.',
  pending: 'Signed up',
  credited: '$20 credited',
  notConfigured:
    'Online payment is not configured on this server, so credits cannot be paid here yet. Your link still records who signed up.',
  invalidCode: 'This referral code is not valid.',
  ownCode: 'You cannot use your own referral code.',
  alreadyReferred: 'A referral is already recorded for your account.',
  alreadyCustomer: 'Referral codes are for new customers.',
  inTeam: 'Refer-a-friend is not available to team members.',
} as const;

/** Texts of the done-for-you offer (POST /api/user/my-dfy-session). */
export const DFY_TEXTS = {
  notOffered: 'The done-for-you offer is not available on this server.',
} as const;

/** The done-for-you offer as Stripe prices it (GET /api/dfy-offer): one payment, amount in cents. */
export const dfyOfferSchema = z.object({
  price_id: z.string(),
  unit_amount: z.number().int(),
  currency: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
});
export type DfyOffer = z.infer<typeof dfyOfferSchema>;

/** The answer of GET /api/dfy-offer: the offer, or null when the operator has none. */
export const dfyOfferResponseSchema = z.object({ offer: dfyOfferSchema.nullable() });
