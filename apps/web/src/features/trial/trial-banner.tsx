import { TRIAL_TEXTS } from '@folio/shared';
import { Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import type { User } from '../accounts/types.ts';
import { showTrialBanner } from './trial-state.ts';

/** The free-trial banner under the header: the days left and a way to upgrade (spec §2, §4). */
export function TrialBanner({ user }: { user: User }) {
  const { pathname } = useLocation();
  if (!showTrialBanner(user, pathname)) return null;
  return (
    <section aria-label="Free trial" className="border-b border-theme-light/40 bg-theme-lightest">
      <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-2 wide:px-6">
        <Sparkles className="size-4 shrink-0 text-theme" aria-hidden />
        <p className="min-w-0 flex-1 text-sm text-ink">
          <strong className="font-semibold">{TRIAL_TEXTS.banner(user.trialRemaining)}</strong>{' '}
          <span className="text-muted small:hidden">{TRIAL_TEXTS.bannerNote}</span>
        </p>
        {/* Wider screens have the header's Upgrade already, unless the user is in a team. */}
        <Link
          to="/payment"
          className={buttonClass(
            'accent',
            'sm',
            cn('shrink-0', user.companies.length === 0 && 'wide:hidden'),
          )}
        >
          {TRIAL_TEXTS.upgrade}
        </Link>
      </div>
    </section>
  );
}
