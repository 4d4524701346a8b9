import { lazy, Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../ui/cn.ts';
import { useUser } from '../accounts/api.ts';
import { IntegrationsTab } from '../integrations/integrations-tab.tsx';
import { NotificationSettingsForm } from '../notifications/notification-settings-form.tsx';
import { PushSettingsForm } from '../notifications/push-settings-form.tsx';
import { DeleteAccountSection } from '../your-data/delete-account-section.tsx';
import { DownloadDataSection } from '../your-data/download-data-section.tsx';
import { BrandForm } from './brand-form.tsx';
import { ChangeEmailForm } from './change-email-form.tsx';
import { EditProfileForm } from './edit-profile-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { SETTINGS_TABS } from './tabs.ts';

// Billing (and what it shows from Stripe) loads with its tab, not with the other settings.
const BillingTab = lazy(() => import('../billing/billing-tab.tsx').then((m) => ({ default: m.BillingTab })));

/** /settings/:tab and /edit-profile: account settings with its tabs. */
export function SettingsPage() {
  const { pathname } = useLocation();
  const user = useUser();
  const tab = SETTINGS_TABS.find((t) => pathname.endsWith(`/${t.slug}`)) ?? SETTINGS_TABS[0];
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">Account settings</h1>
      <div className="flex flex-col gap-8 large:flex-row">
        <nav
          aria-label="Settings"
          className="-mx-4 overflow-x-auto px-4 large:mx-0 large:w-56 large:shrink-0 large:px-0"
        >
          <ul className="flex gap-1 large:flex-col">
            {SETTINGS_TABS.map((t) => (
              <li key={t.slug}>
                <NavLink
                  to={`/settings/${t.slug}`}
                  className={cn(
                    'flex h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap',
                    t.slug === tab.slug
                      ? 'bg-theme-lightest text-theme'
                      : 'text-muted hover:bg-theme-lightest hover:text-ink',
                  )}
                  aria-current={t.slug === tab.slug ? 'page' : undefined}
                >
                  {t.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section
          aria-labelledby="settings-tab-title"
          className="max-w-xl flex-1 rounded-2xl bg-white p-6 ring-1 ring-mist wide:p-8"
        >
          <h2 id="settings-tab-title" className="text-xl font-semibold">
            {tab.label}
          </h2>
          <p className="mt-2 text-muted">{tab.text}</p>
          <div className="mt-8">
            {tab.slug === 'edit-profile' && user && (
              <div className="flex flex-col gap-8">
                <EditProfileForm user={user} />
                <ChangeEmailForm user={user} />
              </div>
            )}
            {tab.slug === 'billing' && user && (
              <Suspense>
                <BillingTab user={user} />
              </Suspense>
            )}
            {tab.slug === 'password' && <PasswordForm />}
            {tab.slug === 'notifications' && user && (
              <div className="flex flex-col gap-10">
                <PushSettingsForm user={user} />
                <NotificationSettingsForm user={user} />
              </div>
            )}
            {tab.slug === 'preferences' && user && <PreferencesForm user={user} />}
            {tab.slug === 'integration' && user && <IntegrationsTab user={user} />}
            {tab.slug === 'brand' && user && <BrandForm user={user} />}
            {tab.slug === 'your-data' && user && (
              <div className="flex flex-col gap-10">
                <DownloadDataSection />
                <DeleteAccountSection user={user} />
              </div>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
