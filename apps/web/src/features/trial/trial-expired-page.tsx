import { TRIAL_TEXTS } from '@folio/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { PremiumLosses } from './premium-losses.tsx';

/** /trial-expired (spec §2): the trial is over, the account is on Free; upgrade or carry on. */
export function TrialExpiredPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 py-4 wide:py-10">
      <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">{TRIAL_TEXTS.expiredTitle}</h1>
      <p className="text-lg text-muted">{TRIAL_TEXTS.expiredText}</p>
      <PremiumLosses className="rounded-2xl bg-theme-lightest p-5" />
      <div className="flex flex-col gap-3 wide:flex-row">
        <Link to="/payment" className={buttonClass('accent', 'lg')}>
          {TRIAL_TEXTS.upgrade}
        </Link>
        <Link to="/presentations" className={buttonClass('secondary', 'lg')}>
          {TRIAL_TEXTS.continueFree}
        </Link>
      </div>
    </div>
  );
}
