import { type PlanInterval, TEAM_SEATS, TEAM_TEXTS } from '@folio/shared';

/** The team draft of spec §3: what the create-a-team steps collect before checkout. */
export type TeamDraft = {
  teamName: string;
  quantity: number;
  selectedPlan: 'tiered_monthly' | 'tiered_yearly';
};

/** The team plan billed at this interval. */
export const teamPlanId = (interval: PlanInterval): TeamDraft['selectedPlan'] =>
  interval === 'year' ? 'tiered_yearly' : 'tiered_monthly';

export const EMPTY_DRAFT: TeamDraft = {
  teamName: '',
  quantity: TEAM_SEATS.default,
  selectedPlan: 'tiered_monthly',
};

// Session storage: the draft survives the trips to /payment, sign-up, log-in and Checkout in this tab only.
const KEY = 'folio.team-draft';

const isDraft = (value: unknown): value is TeamDraft => {
  const draft = value as Partial<TeamDraft> | null;
  return (
    typeof draft?.teamName === 'string' &&
    Number.isInteger(draft.quantity) &&
    (draft.selectedPlan === 'tiered_monthly' || draft.selectedPlan === 'tiered_yearly')
  );
};

/** The draft this tab saved, or null. */
export function loadDraft(): TeamDraft | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isDraft(saved) ? saved : null;
  } catch {
    return null;
  }
}

export const saveDraft = (draft: TeamDraft) => sessionStorage.setItem(KEY, JSON.stringify(draft));
export const clearDraft = () => sessionStorage.removeItem(KEY);

/** Spec §5: the team name is required; the only rule the spec shows. */
export const teamNameError = (name: string) => (name.trim() ? undefined : TEAM_TEXTS.nameRequired);

// Set by the 'upgrade to continue' step: once the plan is paid, the payment page comes back here.
const RETURN_KEY = 'folio.after-upgrade';
export const CREATE_TEAM_PATH = '/create-a-team';

export const markUpgradeReturn = () => sessionStorage.setItem(RETURN_KEY, CREATE_TEAM_PATH);

/** Where to go once the upgrade is paid (and forgets it), or null when the upgrade did not start here. */
export function takeUpgradeReturn(): string | null {
  const path = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return path === CREATE_TEAM_PATH ? path : null;
}
