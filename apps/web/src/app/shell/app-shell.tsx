import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { useFeatureFlags, useUser } from '../../features/accounts/api.ts';
import type { User } from '../../features/accounts/types.ts';
import { VerifyEmailBanner } from '../../features/accounts/verify-email-banner.tsx';
import { BillingBanners } from '../../features/billing/billing-banners.tsx';
import { useStorageResult } from '../../features/integrations/storage/use-storage-result.ts';
import { TrialBanner } from '../../features/trial/trial-banner.tsx';
import { PAGE_PROMPTS_ID } from '../../lib/page-prompts.ts';
import { applyTheme } from '../../lib/theme.ts';
import { Header } from './header.tsx';

// Only users without a name see it: its form (react-hook-form, zod) loads then, not with every page.
const CompleteProfileModal = lazy(() =>
  import('../../features/accounts/complete-profile-modal.tsx').then((m) => ({
    default: m.CompleteProfileModal,
  })),
);

// Only at the end of a trial or a plan: the downgrade modal loads then.
const TrialPrompts = lazy(() => import('../../features/trial/trial-prompts.tsx'));

// Back from a team's Checkout (?team=created): waits for the team, then opens Manage Team.
const TeamSetup = lazy(() => import('../../features/create-team/team-setup.tsx'));

// Only while an invitation waits for an answer.
const TeamInviteModal = lazy(() => import('../../features/team-invites/team-invite-modal.tsx'));

/** The primary colour comes from white-label branding when it is on, else from the user's team (spec §4). */
const themeColorOf = (user: User) =>
  (user.branding.showWhiteLabel && user.branding.primaryColor) || user.primaryColor;

/** The signed-in frame: header (or mobile menu), the verify-e-mail banner, the page, and the complete-profile modal. */
export function AppShell() {
  const user = useUser();
  const flags = useFeatureFlags();
  const [params] = useSearchParams();
  useStorageResult();
  const color = user ? themeColorOf(user) : null;

  useEffect(() => applyTheme(color), [color]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header user={user} flags={flags} />
      {user && <VerifyEmailBanner user={user} />}
      {user && <BillingBanners user={user} />}
      {user && <TrialBanner user={user} />}
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 wide:px-6 wide:py-12">
        {/* Prompts that take their own room above the page on phones (the web-push one) render here. */}
        <div id={PAGE_PROMPTS_ID} />
        <Outlet />
      </main>
      {user && params.get('team') === 'created' ? (
        <Suspense>
          <TeamSetup />
        </Suspense>
      ) : (
        user &&
        user.companyInvites.length > 0 && (
          <Suspense>
            <TeamInviteModal key={user.companyInvites[0]!.id} invite={user.companyInvites[0]!} />
          </Suspense>
        )
      )}
      {user?.showDowngradeToFreemiumModal && (
        <Suspense>
          <TrialPrompts user={user} />
        </Suspense>
      )}
      {user && !user.firstName.trim() && flags && !flags.nameRequired && (
        <Suspense>
          <CompleteProfileModal user={user} />
        </Suspense>
      )}
    </div>
  );
}
