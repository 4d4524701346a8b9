import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useTookLong } from '../../lib/use-took-long.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { userQuery } from '../accounts/queries.ts';
import type { User } from '../accounts/types.ts';
import { CREATE_TEAM_TEXTS as T } from './create-team-texts.ts';
import { clearDraft, loadDraft } from './team-draft.ts';

const POLL_MS = 2000;
const SLOW_AFTER_MS = 30_000;

/** The team this checkout made: the one named as the draft, else the first the user pays for. */
function createdTeam(user: User | null | undefined) {
  const name = loadDraft()?.teamName.trim();
  const paid = user?.companies.filter((c) => c.isBillingAdmin) ?? [];
  return paid.find((c) => c.name === name) ?? paid[0];
}

/**
 * Back from the team's Checkout (?team=created): the team exists once Stripe's webhook reaches the server,
 * which may be after the browser is back. Says the team is being set up, polls GET /api/user until it lists
 * the team, then opens its Manage Team page with a toast.
 */
export default function TeamSetup() {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const { data: user } = useQuery({
    ...userQuery,
    refetchInterval: (query) => (createdTeam(query.state.data) ? false : POLL_MS),
  });
  const team = createdTeam(user);
  const slow = useTookLong(SLOW_AFTER_MS);

  useEffect(() => {
    if (!team) return;
    clearDraft();
    notify.success(T.created(team.name), { id: 'team-created' });
    navigate(`/manage-team/${team.id}`, { replace: true });
  }, [team, navigate]);

  return (
    <Dialog
      open
      onOpenChange={(open) => open || setParams({}, { replace: true })}
      title={T.settingUpTitle}
      description={slow ? T.settingUpSlow : T.settingUpNote}
    >
      <div className="flex justify-center py-4" aria-live="polite">
        <Spinner className="size-10 text-theme" label={T.settingUpTitle} />
      </div>
    </Dialog>
  );
}
