import { TEAM_BRAND_TEXTS } from '@folio/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import type { User } from '../accounts/types.ts';
import { ShareSwitch } from '../sharing/share-switch.tsx';
import { messageOf } from './brand-form.tsx';
import { ColorField, isHexColor } from './color-field.tsx';
import { LogoPicker } from './logo-picker.tsx';
import { type TeamBranding, useTeamBranding, useTeamLogo, useUpdateTeamBranding } from './team-brand-api.ts';

type Team = User['companies'][number];

/**
 * Settings → Brand for users in a team: the 'Team brand' form for the team's admins, and for members a
 * note that their team's brand is applied to what they share, and whether their own may replace it.
 */
export function TeamBrandSection({ user }: { user: User }) {
  if (user.companies.length === 0) return null;
  return (
    <div className="flex flex-col gap-10">
      {user.companies.map((team) =>
        team.isAdmin ? <TeamBrand key={team.id} team={team} /> : <MemberNote key={team.id} team={team} />,
      )}
    </div>
  );
}

/** Loading and error states of a team's brand, then `children` with it. */
function WithBranding({ team, children }: { team: Team; children: (b: TeamBranding) => React.ReactNode }) {
  const query = useTeamBranding(team.id);
  if (query.isPending) return <p className="text-sm text-muted">Loading {team.name}’s brand…</p>;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink">
        {team.name}’s brand could not be loaded.
        <Button type="button" variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  return <>{children(query.data)}</>;
}

function TeamBrand({ team }: { team: Team }) {
  const headingId = `team-brand-${team.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6 rounded-2xl border border-mist p-4 wide:p-6"
    >
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {TEAM_BRAND_TEXTS.title} · {team.name}
        </h3>
        <p className="mt-1 text-sm text-muted">{TEAM_BRAND_TEXTS.intro}</p>
      </div>
      <WithBranding team={team}>
        {(branding) => <TeamBrandForm team={team} branding={branding} />}
      </WithBranding>
    </section>
  );
}

function TeamBrandForm({ team, branding }: { team: Team; branding: TeamBranding }) {
  const [color, setColor] = useState(branding.primaryColor ?? '');
  const [colorError, setColorError] = useState<string>();
  const [whiteLabel, setWhiteLabel] = useState(branding.showWhiteLabel);
  const [allowMembers, setAllowMembers] = useState(branding.allowMemberBranding);
  const save = useUpdateTeamBranding(team.id);
  const logo = useTeamLogo(team.id);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = color.trim();
    if (typed && !isHexColor(typed)) return;
    try {
      await save.mutateAsync({
        primary_color: typed ? typed.toLowerCase() : null,
        show_white_label: whiteLabel,
        allow_member_branding: allowMembers,
      });
      notify.success(TEAM_BRAND_TEXTS.saved);
    } catch (error) {
      const field = messageOf(error, 'primaryColor');
      if (field) setColorError(field);
      else notify.error(messageOf(error));
    }
  }

  async function onLogo(file: File | null) {
    try {
      await logo.mutateAsync(file);
      notify.success(file ? TEAM_BRAND_TEXTS.logoSaved : TEAM_BRAND_TEXTS.logoRemoved);
    } catch (error) {
      notify.error(messageOf(error, 'logo') ?? messageOf(error));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <LogoPicker
        id={`team-logo-${team.id}`}
        title="Team logo"
        logo={branding.logo}
        alt={`${team.name} logo`}
        pending={logo.isPending}
        onFile={(file) => void onLogo(file)}
        onRemove={() => void onLogo(null)}
      />
      <ColorField
        label="Team colour"
        value={color}
        onChange={setColor}
        error={colorError}
        onError={(error) => setColorError(color.trim() === '' ? undefined : error)}
      />
      <div className="flex flex-col gap-1">
        <ShareSwitch
          label="Show team white label"
          checked={whiteLabel}
          onCheckedChange={setWhiteLabel}
          disabled={!team.isCompanyPays && !whiteLabel}
        />
        {!team.isCompanyPays && <p className="text-sm text-muted">{TEAM_BRAND_TEXTS.whiteLabelTeamPays}</p>}
      </div>
      <div className="flex flex-col gap-1">
        <ShareSwitch
          label={TEAM_BRAND_TEXTS.allowMemberBranding}
          checked={allowMembers}
          onCheckedChange={setAllowMembers}
        />
        <p className="text-sm text-muted">{TEAM_BRAND_TEXTS.allowMemberBrandingHelp}</p>
      </div>
      <Button type="submit" loading={save.isPending} className="self-start">
        Save team brand
      </Button>
    </form>
  );
}

function MemberNote({ team }: { team: Team }) {
  return (
    <section
      aria-label={`${team.name} brand`}
      className="flex flex-col gap-3 rounded-2xl border border-mist bg-paper p-4"
    >
      <WithBranding team={team}>
        {(branding) => (
          <div className="flex flex-col gap-3">
            {(branding.logo || branding.primaryColor) && (
              <div className="flex items-center gap-4">
                {branding.logo && (
                  <img
                    src={branding.logo}
                    alt={`${team.name} logo`}
                    className="h-12 w-auto max-w-40 object-contain"
                  />
                )}
                {branding.primaryColor && (
                  <span
                    title={branding.primaryColor}
                    className="size-8 shrink-0 rounded-full ring-1 ring-mist"
                    style={{ backgroundColor: branding.primaryColor }}
                  />
                )}
              </div>
            )}
            <div className="text-sm">
              <p className="font-medium text-ink">{TEAM_BRAND_TEXTS.memberNote(team.name)}</p>
              <p className="text-muted">
                {branding.allowMemberBranding
                  ? TEAM_BRAND_TEXTS.memberMayReplace
                  : TEAM_BRAND_TEXTS.memberMayNotReplace}
              </p>
            </div>
          </div>
        )}
      </WithBranding>
    </section>
  );
}
