import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Flags, User } from '../../features/accounts/types.ts';
import { ReferralEntry, showReferral } from '../../features/referral/referral-entry.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { Logo } from '../../ui/logo.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { HelpMenu } from './help-menu.tsx';
import { mainNav, showUpgrade } from './menu-model.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { UserMenu } from './user-menu.tsx';

const HeaderNotifications = lazy(() => import('../../features/notifications/header-notifications.tsx'));

/** The app header: logo, main navigation, Upgrade, help, the notification bell and the account menu; a menu button on small screens. */
export function Header({ user, flags }: { user: User | null; flags: Flags | undefined }) {
  return (
    <header className="sticky top-0 z-30 border-b border-mist bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-4 px-4 wide:px-6">
        {/* Signed out, "/" is the server's landing page, not a route of the app: a full page load. */}
        <Link
          to={user ? '/presentations' : '/'}
          reloadDocument={!user}
          aria-label="Folio home"
          className="flex h-16 shrink-0 items-center rounded-lg"
        >
          <Logo labelClassName={user ? 'md:max-lg:sr-only' : undefined} />
        </Link>
        {user ? (
          <>
            <DesktopNav entries={mainNav(user)} />
            <div className="ml-auto flex items-center gap-2">
              {showReferral(user, flags) && <ReferralEntry className="small:hidden" />}
              {showUpgrade(user) && (
                <Link to="/payment" className={buttonClass('accent', 'sm', 'small:hidden')}>
                  Upgrade
                </Link>
              )}
              <div className="flex items-center gap-2 small:hidden">
                <HelpMenu />
              </div>
              <Suspense fallback={<span className="size-10" />}>
                <HeaderNotifications user={user} />
              </Suspense>
              <div className="flex items-center gap-2 small:hidden">
                <UserMenu user={user} flags={flags} />
              </div>
              <MobileMenu user={user} flags={flags} />
            </div>
          </>
        ) : (
          <div className="ml-auto flex items-center gap-2">
            <Link to="/login" className={buttonClass('ghost', 'sm')}>
              Log In
            </Link>
            <Link to="/sign-up" className={buttonClass('primary', 'sm')}>
              Sign Up
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
