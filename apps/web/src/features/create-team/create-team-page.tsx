import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldMessages } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useUser } from '../accounts/api.ts';
import { canUsePremium, isPremiumRequired } from '../presentations/premium.ts';
import { useCreateCompany } from './api.ts';
import { CREATE_TEAM_TEXTS as T } from './create-team-texts.ts';
import { NameStep } from './name-step.tsx';
import { SettingsStep } from './settings-step.tsx';
import { CREATE_TEAM_PATH, EMPTY_DRAFT, loadDraft, saveDraft, type TeamDraft } from './team-draft.ts';
import { UpgradeStep } from './upgrade-step.tsx';

type Step = 'name' | 'settings';

/**
 * /create-a-team (spec §2, §4): 'upgrade to continue' for users who are not upgraded, then the team's name,
 * then its settings, then Stripe Checkout. A signed-out visitor gets the external variant and signs up (or
 * logs in) before paying; the draft is kept in the tab, and a kept draft starts at team settings.
 */
export function CreateTeamPage() {
  const user = useUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [draft, setDraftState] = useState<TeamDraft>(() => loadDraft() ?? EMPTY_DRAFT);
  const [step, setStep] = useState<Step>(() => (loadDraft()?.teamName.trim() ? 'settings' : 'name'));
  const create = useCreateCompany();
  const [mustUpgrade, setMustUpgrade] = useState(false);

  const setDraft = useCallback((next: TeamDraft) => {
    setDraftState(next);
    saveDraft(next);
  }, []);

  useEffect(() => {
    if (params.get('checkout') !== 'canceled') return;
    notify.message(T.checkoutCanceled, { id: 'team-checkout-canceled' });
    setParams({}, { replace: true });
  }, [params, setParams]);

  const nameError = fieldMessages(create.error, 'companyName')[0];
  useEffect(() => {
    if (nameError) setStep('name');
    if (isPremiumRequired(create.error)) setMustUpgrade(true);
  }, [nameError, create.error]);

  const team = user?.companies[0];
  if (team)
    return (
      <Notice className="max-w-xl">
        {T.alreadyInTeam(team.name)}{' '}
        <Link
          to={team.isBillingAdmin ? `/manage-team/${team.id}` : '/presentations'}
          className="font-semibold text-theme underline"
        >
          {team.isBillingAdmin ? T.manageTeam : T.toPresentations}
        </Link>
      </Notice>
    );
  if (user && (mustUpgrade || !canUsePremium(user))) return <UpgradeStep />;

  const external = !user;
  const checkout = () => {
    saveDraft(draft);
    if (external) {
      navigate(`/sign-up?${new URLSearchParams({ redirect: CREATE_TEAM_PATH })}`);
      return;
    }
    create.mutate({
      companyName: draft.teamName.trim(),
      planId: draft.selectedPlan,
      quantity: draft.quantity,
      cancelUrl: `${CREATE_TEAM_PATH}?checkout=canceled`,
    });
  };

  return step === 'name' ? (
    <NameStep
      name={draft.teamName}
      onName={(teamName) => setDraft({ ...draft, teamName })}
      onContinue={() => setStep('settings')}
      external={external}
      serverError={nameError}
    />
  ) : (
    <>
      <SettingsStep
        draft={draft}
        onDraft={setDraft}
        onBack={() => setStep('name')}
        onContinue={checkout}
        external={external}
        pending={create.isPending || create.isSuccess}
        error={nameError || isPremiumRequired(create.error) ? null : create.error}
        email={user?.email}
      />
      {external && (
        <p className="mt-6 text-sm text-muted">
          <Link
            to={`/login?${new URLSearchParams({ redirect: CREATE_TEAM_PATH })}`}
            className={buttonClass('link', 'md')}
          >
            {T.logInLink}
          </Link>
        </p>
      )}
    </>
  );
}
