import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useModalAlert } from '../../lib/alerts.ts';
import { useUser } from '../accounts/api.ts';

export const WELCOME_TEXTS = {
  title: 'Welcome to Folio!',
  received: 'The presentation you were sent is here, in Received. ',
  message: 'Answer a few quick questions and we will set Folio up for the way you work.',
  start: 'Get started',
  later: 'Not now',
} as const;

/**
 * The sign-up marker (?signup=1, spec accounts §2) starts the onboarding tour where sign-up from a shared
 * presentation landed (/presentations with its hash, now Received): a welcome that leads into the
 * questionnaire and back here. The marker is taken off the address so a reload does not ask again.
 */
export function useSignUpWelcome() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useUser();
  const open = useModalAlert((s) => s.open);
  const marked = params.get('signup') === '1';
  const showOnboarding = user?.showOnboarding;

  useEffect(() => {
    if (!marked || showOnboarding === undefined) return;
    setParams(
      (current) => {
        current.delete('signup');
        return current;
      },
      { replace: true },
    );
    if (!showOnboarding) return;
    open({
      title: WELCOME_TEXTS.title,
      message: `${pathname === '/presentations/received' ? WELCOME_TEXTS.received : ''}${WELCOME_TEXTS.message}`,
      buttonLabel: WELCOME_TEXTS.later,
      successLabel: WELCOME_TEXTS.start,
      onSuccessClick: () =>
        navigate(`/onboarding/usage?${new URLSearchParams({ signup: '1', redirect: pathname })}`),
    });
  }, [marked, showOnboarding, pathname, setParams, open, navigate]);
}
