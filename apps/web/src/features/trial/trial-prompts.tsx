import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '../accounts/types.ts';
import { DowngradeModal } from './downgrade-modal.tsx';
import { trialJustEnded } from './trial-state.ts';

const TRIAL_EXPIRED = '/trial-expired';

/** At the end of the trial: /trial-expired, with the downgrade-to-free modal over it until the user answers. */
export default function TrialPrompts({ user }: { user: User }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ended = trialJustEnded(user);
  useEffect(() => {
    if (ended && pathname !== TRIAL_EXPIRED) navigate(TRIAL_EXPIRED, { replace: true });
  }, [ended, pathname, navigate]);
  return <DowngradeModal user={user} />;
}
