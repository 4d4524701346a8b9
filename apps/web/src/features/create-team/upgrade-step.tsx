import { TEAM_TEXTS } from '@folio/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { CREATE_TEAM_TEXTS as T } from './create-team-texts.ts';
import { markUpgradeReturn } from './team-draft.ts';

/** Spec §4: the step before the others for a user who is not upgraded; /payment brings them back here. */
export function UpgradeStep() {
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">{TEAM_TEXTS.createTitle}</p>
      <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">{T.upgradeTitle}</h1>
      <p className="text-lg text-muted">{T.upgradeText}</p>
      <Link to="/payment" onClick={markUpgradeReturn} className={buttonClass('accent', 'lg', 'self-start')}>
        {T.upgradeButton}
      </Link>
    </div>
  );
}
