import { REFERRAL_TEXTS } from '@folio/shared';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import type { Flags, User } from '../accounts/types.ts';

/** 'Get $20' is shown when the referral flag is on and the user may refer (never inside a team, spec §2, §6). */
export const showReferral = (user: Pick<User, 'canReferAFriend' | 'companies'>, flags: Flags | undefined) =>
  Boolean(flags?.referral) && user.canReferAFriend && user.companies.length === 0;

/** The header's refer-a-friend button, to the user's referral page. */
export function ReferralEntry({ className }: { className?: string }) {
  return (
    <Link to="/referral" className={buttonClass('ghost', 'sm', className)}>
      <Gift className="size-4 text-accent" aria-hidden />
      {REFERRAL_TEXTS.button}
    </Link>
  );
}
