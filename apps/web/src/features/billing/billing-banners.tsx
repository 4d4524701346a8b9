import { isPaymentProblem } from '@folio/shared';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { showUpgrade } from '../../app/shell/menu-model.ts';
import { hasCookie, rememberInCookie } from '../../lib/cookies.ts';
import { buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import type { User } from '../accounts/types.ts';

const DAY_S = 24 * 60 * 60;

/** Spec §3 payments state skipSubscriptionPastDue / skipUpgradeBanner, kept in cookies (§4). */
export const BANNER_COOKIES = {
  pastDue: { name: 'skip_subscription_past_due', maxAge: DAY_S },
  upgrade: { name: 'skip_upgrade_banner', maxAge: 30 * DAY_S },
} as const;
type BannerKind = keyof typeof BANNER_COOKIES;

/**
 * Pages where a banner would repeat what the page itself says. Private pages send a past-due user to
 * /payment-problem, so the past-due banner shows on the pages left open to them (plans, team creation).
 */
const QUIET_PATHS: Record<BannerKind, string[]> = {
  pastDue: ['/payment-problem'],
  upgrade: ['/payment', '/payment-problem', '/trial-expired', '/create-a-team'],
};
const isQuiet = (kind: BannerKind, pathname: string) =>
  QUIET_PATHS[kind].some((p) => pathname === p || pathname.startsWith(`${p}/`));

function Banner(props: {
  label: string;
  tone: 'warning' | 'info';
  icon: ReactNode;
  children: ReactNode;
  action: ReactNode;
  onSkip: () => void;
}) {
  return (
    <section
      aria-label={props.label}
      className={cn(
        'border-b',
        props.tone === 'warning' ? 'border-warning/30 bg-amber-50' : 'border-mist bg-theme-lightest',
      )}
    >
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-3 wide:flex-row wide:items-center wide:px-6">
        <p className="flex min-w-0 flex-1 items-start gap-3 text-sm text-ink">
          {props.icon}
          <span className="min-w-0">{props.children}</span>
        </p>
        <div className="flex shrink-0 gap-2 pl-7 wide:pl-0">
          {props.action}
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={props.onSkip}>
            Skip
          </button>
        </div>
      </div>
    </section>
  );
}

/** The past-due and upgrade banners under the header, each skippable; a skip is remembered in a cookie. */
export function BillingBanners({ user }: { user: User }) {
  const { pathname } = useLocation();
  const [skipped, setSkipped] = useState(() => ({
    pastDue: hasCookie(BANNER_COOKIES.pastDue.name),
    upgrade: hasCookie(BANNER_COOKIES.upgrade.name),
  }));
  const skip = (kind: BannerKind) => () => {
    rememberInCookie(BANNER_COOKIES[kind].name, BANNER_COOKIES[kind].maxAge);
    setSkipped((s) => ({ ...s, [kind]: true }));
  };
  if (isPaymentProblem(user.subscriptionStatus)) {
    if (skipped.pastDue || isQuiet('pastDue', pathname)) return null;
    return (
      <Banner
        label="Payment problem"
        tone="warning"
        icon={<AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />}
        action={
          <Link to="/payment-problem" className={buttonClass('primary', 'sm')}>
            Update card
          </Link>
        }
        onSkip={skip('pastDue')}
      >
        Your last payment did not go through. Update your card to keep Premium.
      </Banner>
    );
  }
  if (showUpgrade(user) && !user.isTrialActive && !skipped.upgrade && !isQuiet('upgrade', pathname))
    return (
      <Banner
        label="Upgrade to Premium"
        tone="info"
        icon={<Sparkles className="mt-0.5 size-4 shrink-0 text-theme" aria-hidden />}
        action={
          <Link to="/payment" className={buttonClass('primary', 'sm')}>
            See plans
          </Link>
        }
        onSkip={skip('upgrade')}
      >
        You are on the Free plan. Upgrade for unlimited analytics, folders, favorites and saved contacts.
      </Banner>
    );
  return null;
}
