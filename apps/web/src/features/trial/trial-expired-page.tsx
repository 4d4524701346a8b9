import { TRIAL_TEXTS } from '@folio/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';

/** /trial-expired (spec §2): the trial is over, the account is on Free; upgrade or carry on. */
export function TrialExpiredPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 py-4 wide:py-10">
      <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">{TRIAL_TEXTS.expiredTitle}</h1>
      <p className="text-lg text-muted">{TRIAL_TEXTS.expiredText}</p>
      <ul className="flex flex-col gap-3 rounded-2xl bg-theme-lightest p-5">
        {TRIAL_TEXTS.modalLosses.map((item) => (
          <li key={item} className="flex items-start gap-3 text-ink">
            <Check className="mt-0.5 size-5 shrink-0 text-theme" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
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
