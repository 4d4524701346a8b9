import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@folio/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { OrDivider } from './auth-layout.tsx';
import { destinationAfterSignIn, rememberAuthUrl } from './auth-url.ts';
import { sharedLinkOf } from './shared-link.ts';
import { useAuthProviders, useSocialSignIn } from './social-api.ts';
import { toastSocialFailure } from './social-errors.ts';
import { FacebookMark, GoogleMark } from './social-marks.tsx';
import { requestSocialToken } from './social-tokens.ts';

/**
 * The login and sign-up pages' social buttons, after an OR divider: each only when its flag is on, which
 * the server turns on only when the provider is configured. A new account goes on to /onboarding/password.
 * Inside a partner's iframe (embeddable pages) the session cookie is kept out, so `onFramedSignIn` gets the
 * session token to trade for the one-time 'Open Folio' code, as the password form does.
 */
export function SocialButtons({
  providers,
  invite,
  onFramedSignIn,
}: ButtonProps & { providers: SocialProvider[] }) {
  const configured = useAuthProviders();
  const shown = providers.filter((p) => configured?.[p]);
  if (!configured || shown.length === 0) return null;
  return (
    <>
      <OrDivider />
      <div className="flex flex-col gap-3">
        {shown.map((provider) => (
          <SocialButton key={provider} provider={provider} invite={invite} onFramedSignIn={onFramedSignIn} />
        ))}
      </div>
    </>
  );
}

type ButtonProps = { invite?: string; onFramedSignIn?: (access: string) => Promise<void> };

function SocialButton({ provider, invite, onFramedSignIn }: ButtonProps & { provider: SocialProvider }) {
  const configured = useAuthProviders();
  const signIn = useSocialSignIn();
  const location = useLocation();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);

  const onClick = async () => {
    if (!configured) return;
    setOpening(true);
    try {
      const accessToken = await requestSocialToken(provider, configured);
      const fromLink = sharedLinkOf(location.state, location.search);
      const { user, access } = await signIn.mutateAsync({ provider, accessToken, invite, ...fromLink });
      if (onFramedSignIn) return await onFramedSignIn(access);
      const to = destinationAfterSignIn({
        state: location.state,
        search: location.search,
        showOnboarding: user.showOnboarding,
      });
      if (!user.showOnboarding) return navigate(to, { replace: true });
      // A new account may choose a password, then answers the questionnaire, even when a page sent it to
      // sign in: the end of onboarding goes there (authUrl).
      if (!to.startsWith('/onboarding/')) rememberAuthUrl(to);
      navigate('/onboarding/password?signup=1', { replace: true });
    } catch (error) {
      toastSocialFailure(error, provider);
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button
      type="button"
      variant="secondary"
      size="lg"
      className="w-full"
      loading={opening || signIn.isPending}
      onClick={onClick}
    >
      {provider === 'google' ? <GoogleMark /> : <FacebookMark />}
      Continue with {SOCIAL_PROVIDER_NAMES[provider]}
    </Button>
  );
}
