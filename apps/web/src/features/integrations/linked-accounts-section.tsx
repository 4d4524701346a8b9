import {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  SOCIAL_TEXTS,
  SOCIAL_TOAST_MS,
  type SocialProvider,
} from '@folio/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  useAuthProviders,
  useLinkSocial,
  useSocialAccounts,
  useUnlinkSocial,
} from '../accounts/social-api.ts';
import { toastLinkFailure } from '../accounts/social-errors.ts';
import { FacebookMark, GoogleMark } from '../accounts/social-marks.tsx';
import { requestSocialToken } from '../accounts/social-tokens.ts';

const Mark = ({ provider }: { provider: SocialProvider }) =>
  provider === 'google' ? <GoogleMark /> : <FacebookMark />;

/** Settings → Integrations, "Sign-in accounts": the Google and Facebook accounts that sign the user in. */
export function LinkedAccountsSection() {
  const accounts = useSocialAccounts();
  const configured = useAuthProviders();
  const link = useLinkSocial();
  const unlink = useUnlinkSocial();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const linked = accounts.data?.accounts ?? [];
  const linkable = SOCIAL_PROVIDERS.filter((p) => configured?.[p] && !linked.some((a) => a.provider === p));

  const onLink = async (provider: SocialProvider) => {
    if (!configured) return;
    setBusy(provider);
    try {
      const accessToken = await requestSocialToken(provider, configured);
      await link.mutateAsync({ provider, accessToken });
      notify.success(SOCIAL_TEXTS.linked(provider));
    } catch (error) {
      toastLinkFailure(error);
    } finally {
      setBusy(null);
    }
  };
  const onUnlink = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      await unlink.mutateAsync(provider);
      notify.success(SOCIAL_TEXTS.unlinked(provider));
    } catch (error) {
      notify.error(firstMessage(error), { duration: SOCIAL_TOAST_MS });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="sign-in-accounts-title" className="flex flex-col gap-4">
      <div>
        <h3 id="sign-in-accounts-title" className="text-lg font-semibold text-ink">
          Sign-in accounts
        </h3>
        <p className="mt-1 text-sm text-muted">Log in to Folio with your Google or Facebook account.</p>
      </div>
      {accounts.isPending ? (
        <Spinner label="Loading your sign-in accounts" />
      ) : accounts.isError ? (
        <Notice tone="error">
          Your sign-in accounts could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => accounts.refetch()}>
            Try again
          </button>
        </Notice>
      ) : linked.length === 0 ? (
        <p className="rounded-xl border border-dashed border-mist px-4 py-6 text-center text-sm text-muted">
          No Google or Facebook account is linked.
        </p>
      ) : (
        <ul className="divide-y divide-mist rounded-xl border border-mist">
          {linked.map((account) => (
            <li key={account.provider} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <Mark provider={account.provider} />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{SOCIAL_PROVIDER_NAMES[account.provider]}</p>
                <p className="truncate text-sm text-muted">{account.email || 'No e-mail address shared'}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                loading={busy === account.provider}
                onClick={() => onUnlink(account.provider)}
                aria-label={`Unlink ${SOCIAL_PROVIDER_NAMES[account.provider]}`}
              >
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      )}
      {accounts.data && !accounts.data.hasPassword && (
        <p className="text-sm text-muted">
          You have no password yet.{' '}
          <Link
            to="/onboarding/password?redirect=/settings/integration"
            className="font-semibold text-theme underline-offset-4 hover:underline"
          >
            Choose a password
          </Link>{' '}
          to log in with your e-mail address too.
        </p>
      )}
      {linkable.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {linkable.map((provider) => (
            <Button
              key={provider}
              variant="secondary"
              loading={busy === provider}
              onClick={() => onLink(provider)}
            >
              <Mark provider={provider} />
              Link {SOCIAL_PROVIDER_NAMES[provider]}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
