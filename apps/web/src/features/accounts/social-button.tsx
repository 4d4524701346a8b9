import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@folio/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { OrDivider } from './auth-layout.tsx';
import { loginDestination } from './login-destination.ts';
import { useAuthProviders, useSocialSignIn } from './social-api.ts';
import { toastSocialFailure } from './social-errors.ts';
import { FacebookMark, GoogleMark } from './social-marks.tsx';
import { requestSocialToken } from './social-tokens.ts';

/**
 * The login and sign-up pages' social buttons, after an OR divider: each only when its flag is on, which
 * the server turns on only when the provider is configured. A new account goes on to /onboarding/password.
 */
export function SocialButtons({ providers, invite }: { providers: SocialProvider[]; invite?: string }) {
  const configured = useAuthProviders();
  const shown = providers.filter((p) => configured?.[p]);
  if (!configured || shown.length === 0) return null;
  return (
    <>
      <OrDivider />
      <div className="flex flex-col gap-3">
        {shown.map((provider) => (
          <SocialButton key={provider} provider={provider} invite={invite} />
        ))}
      </div>
    </>
  );
}

function SocialButton({ provider, invite }: { provider: SocialProvider; invite?: string }) {
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
      const { user } = await signIn.mutateAsync({ provider, accessToken, invite });
      const to = loginDestination({
        state: location.state,
        search: location.search,
        showOnboarding: user.showOnboarding,
      });
      // A new account may choose a password too, then answers the questionnaire.
      navigate(to === '/onboarding/usage' ? '/onboarding/password?signup=1' : to, { replace: true });
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
