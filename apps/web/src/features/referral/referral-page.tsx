import { formatDollars, REFERRAL_TEXTS, type ReferralPage as ReferralPageData } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock } from 'lucide-react';
import type { Camelize } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { CopyField } from '../sharing/copy-field.tsx';
import { referralPageQuery } from './api.ts';

type Friend = Camelize<ReferralPageData['results'][number]>;

const Earned = ({ cents }: { cents: number }) =>
  cents > 0 ? (
    <p className="text-sm text-muted">{formatDollars(cents)} credited to your balance so far.</p>
  ) : null;

const joinedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

async function copyReferralLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    notify.success(REFERRAL_TEXTS.copied);
  } catch {
    notify.error();
  }
}

function FriendRow({ friend }: { friend: Friend }) {
  return (
    <li className="flex flex-col gap-1 py-3 wide:flex-row wide:items-center wide:gap-4">
      <span className="min-w-0 flex-1 truncate font-medium text-ink">{friend.name}</span>
      <span className="text-sm text-muted">Joined {joinedOn(friend.signedUpAt)}</span>
      {friend.creditedAt ? (
        <span className="flex items-center gap-1.5 text-sm font-medium text-success">
          <CircleCheck className="size-4" aria-hidden />
          {REFERRAL_TEXTS.credited}
        </span>
      ) : (
        <span className="flex items-center gap-1.5 text-sm text-muted">
          <Clock className="size-4" aria-hidden />
          {REFERRAL_TEXTS.pending}
        </span>
      )}
    </li>
  );
}

/** /referral: the user's referral link with a copy button, and who signed up or earned a credit (spec §2). */
export function ReferralPage() {
  const { data, error, isPending } = useQuery(referralPageQuery);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">{REFERRAL_TEXTS.title}</h1>
      {isPending ? (
        <PageSpinner />
      ) : error || !data ? (
        <Notice tone="error">{firstMessage(error) ?? REFERRAL_TEXTS.inTeam}</Notice>
      ) : (
        <>
          <p className="text-lg text-muted">{REFERRAL_TEXTS.intro}</p>
          {!data.paymentsConfigured && <Notice>{REFERRAL_TEXTS.notConfigured}</Notice>}
          <CopyField
            label="Your referral link"
            link={data.link}
            copy={copyReferralLink}
            copyLabel={REFERRAL_TEXTS.copy}
          />
          <section aria-labelledby="referred-friends" className="flex flex-col gap-2">
            <h2 id="referred-friends" className="text-lg font-semibold">
              Friends who signed up
            </h2>
            <Earned cents={data.rewardCents * data.results.filter((f) => f.creditedAt).length} />
            {data.results.length === 0 ? (
              <p className="rounded-xl bg-paper px-4 py-6 text-center text-muted">{REFERRAL_TEXTS.empty}</p>
            ) : (
              <ul className="divide-y divide-mist">
                {data.results.map((friend) => (
                  <FriendRow key={`${friend.name}-${friend.signedUpAt}`} friend={friend} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
