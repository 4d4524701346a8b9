import { Button } from '../../ui/button.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { MANAGE_TEAM_TEXTS } from './manage-team-texts.ts';
import { TeamSection } from './team-section.tsx';
import type { Team } from './team-types.ts';

/** Seats used and paid for, and the way to change them while the team pays. */
export function SeatsSummary({ team, onChange }: { team: Team; onChange: () => void }) {
  const used = MANAGE_TEAM_TEXTS.seatsUsed(team.seatsUsed, team.seats);
  return (
    <TeamSection
      id="team-seats"
      title="Seats"
      action={
        team.isCompanyPays && (
          <Button variant="secondary" onClick={onChange}>
            {MANAGE_TEAM_TEXTS.seatsTitle}
          </Button>
        )
      }
    >
      <p className="text-2xl font-semibold text-ink">{used}</p>
      <ProgressBar value={(team.seatsUsed / Math.max(team.seats, 1)) * 100} label={used} />
      <p className="text-sm text-muted">
        {team.isCompanyPays ? MANAGE_TEAM_TEXTS.seatsCount : MANAGE_TEAM_TEXTS.seatsNotPaying}
      </p>
    </TeamSection>
  );
}
