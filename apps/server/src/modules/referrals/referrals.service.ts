import { randomInt } from 'node:crypto';
import { REFERRAL_REWARD_CENTS, REFERRAL_SIGN_UP_PARAM, type ReferralPage } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import {
  alreadyCustomer,
  alreadyReferred,
  ownReferralCode,
  referralCodeInvalid,
  referralInTeam,
} from './referrals.errors.ts';
import { createReferralsRepository } from './referrals.repository.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const CODE_LENGTH = 10;
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** How a friend appears on the referrer's page: first name and last initial, never the address. */
const shortName = (first: string, last: string) =>
  [first.trim(), last.trim() ? `${last.trim()[0]}.` : ''].filter(Boolean).join(' ') || 'A friend';

/** Refer-a-friend (spec §2, §7): each user's link, who signed up through it, and claiming a code. */
export function createReferralsService(deps: {
  db: Db;
  publicUrl: string;
  paymentsConfigured: boolean;
  /** The referral feature flag: off, the programme does not exist (404, and sign-up codes are ignored). */
  enabled: boolean;
}) {
  const { db, publicUrl, paymentsConfigured, enabled } = deps;
  const repo = createReferralsRepository(db);

  /** Refer-a-friend is for users outside teams (spec §2, §6), and only while the flag is on. */
  async function member(user: Pick<UserRow, 'id'>) {
    if (!enabled) throw notFound();
    if (await repo.isInTeam(user.id)) throw referralInTeam();
  }

  return {
    /** The user's own referral page, in this app. */
    async pageUrl(user: Pick<UserRow, 'id'>) {
      await member(user);
      return { url: `${publicUrl}/referral` };
    },

    async page(user: Pick<UserRow, 'id'>): Promise<ReferralPage> {
      await member(user);
      const code = await repo.ensureCode(user.id, newCode);
      const friends = await repo.friendsOf(user.id);
      return {
        code,
        link: `${publicUrl}/sign-up?${REFERRAL_SIGN_UP_PARAM}=${code}`,
        reward_cents: REFERRAL_REWARD_CENTS,
        payments_configured: paymentsConfigured,
        results: friends.map((f) => ({
          name: shortName(f.firstName, f.lastName),
          signed_up_at: f.createdAt.toISOString(),
          credited_at: f.creditedAt?.toISOString() ?? null,
        })),
      };
    },

    /** Records that the signed-in user came through the owner of `code` (sign-ups that could not carry it). */
    async claim(user: Pick<UserRow, 'id' | 'role' | 'subscriptionStatus'>, code: string) {
      await member(user);
      const referrer = await repo.referrerByCode(code);
      if (!referrer) throw referralCodeInvalid();
      if (referrer.id === user.id) throw ownReferralCode();
      const existing = await repo.referralOf(user.id);
      if (existing && existing.referrerUserId !== referrer.id) throw alreadyReferred();
      if (!existing) {
        if (user.role === 'premium_agent' || user.subscriptionStatus) throw alreadyCustomer();
        await repo.record(user.id, referrer.id);
      }
      return { referrer_name: shortName(referrer.firstName, referrer.lastName) };
    },

    /** At sign-up: the code the link carried (`rr`) names the referrer; an unknown or own code is ignored. */
    async recordSignUp(userId: number) {
      const user = await repo.user(userId);
      const code = user?.signupSource[REFERRAL_SIGN_UP_PARAM];
      if (!user || !code || !enabled) return;
      const referrer = await repo.referrerByCode(code);
      if (referrer && referrer.id !== userId) await repo.record(userId, referrer.id);
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
