import { EMAIL_PREVIEW_SLOT } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { companies } from './teams.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRIAL_DAYS: '0' } });
});
afterAll(() => t.close());

const TEAM_COLOR = '#0a7d4f';
const OWN_COLOR = '#aa3355';
const TEAM_LOGO = 'companies/brand/team-logo.png';

/** A paying team's member with their own colour and white label on; the team's brand as given. */
async function member(team: Partial<typeof companies.$inferInsert>) {
  const [admin, agent] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
  const built = await buildTeam(t.app, { admins: [admin!.user.id], members: [agent!.user.id] });
  await t.database.db.update(companies).set(team).where(eq(companies.id, built.id));
  await t.database.db
    .update(users)
    .set({ primaryColor: OWN_COLOR, showWhiteLabel: true })
    .where(eq(users.id, agent!.user.id));
  return agent!;
}

const userColors = async (headers: Headers) => {
  const body = (await call(t, 'GET', '/api/user', headers)).json();
  return {
    primary: body.primary_color,
    branding: body.branding.primary_color,
    own: body.branding.own_primary_color,
  };
};
const emailPreview = async (headers: Headers, look: 'logo' | 'avatar') =>
  (await call(t, 'GET', `/api/users/me/branding/email-preview?look=${look}`, headers)).json();

describe('a team member’s primary colour (spec accounts §4: from team or white-label branding)', () => {
  it('is the team’s where the team’s brand wins; the member’s own stays theirs to edit', async () => {
    const agent = await member({ primaryColor: TEAM_COLOR, showWhiteLabel: true });
    expect(await userColors(agent.headers)).toEqual({
      primary: TEAM_COLOR,
      branding: TEAM_COLOR,
      own: OWN_COLOR,
    });
  });

  it('is the team’s while neither shows white label; the member’s white label shows where the team’s is off', async () => {
    const agent = await member({ primaryColor: TEAM_COLOR, showWhiteLabel: false });
    expect(await userColors(agent.headers)).toMatchObject({ primary: OWN_COLOR, branding: OWN_COLOR });
    await t.database.db.update(users).set({ showWhiteLabel: false }).where(eq(users.id, agent.user.id));
    expect(await userColors(agent.headers)).toMatchObject({ primary: TEAM_COLOR, branding: TEAM_COLOR });
  });

  it('is the member’s own where the team allows member branding, and the team’s where they set none', async () => {
    const agent = await member({ primaryColor: TEAM_COLOR, showWhiteLabel: true, allowMemberBranding: true });
    expect(await userColors(agent.headers)).toEqual({
      primary: OWN_COLOR,
      branding: OWN_COLOR,
      own: OWN_COLOR,
    });
    await t.database.db
      .update(users)
      .set({ primaryColor: null, showWhiteLabel: false })
      .where(eq(users.id, agent.user.id));
    expect(await userColors(agent.headers)).toMatchObject({ primary: TEAM_COLOR, branding: TEAM_COLOR });
  });

  it('is the member’s own when the team set no brand, and a user outside a team keeps theirs', async () => {
    const agent = await member({ name: 'Unbranded Realty' });
    expect(await userColors(agent.headers)).toMatchObject({ primary: OWN_COLOR, branding: OWN_COLOR });
    const loner = await buildUser(t.app);
    expect(await userColors(loner.headers)).toEqual({
      primary: '#34495e',
      branding: '#34495e',
      own: '#34495e',
    });
  });
});

describe('Settings → Brand e-mail preview: the brand recipients get', () => {
  it('shows the team’s colour and logo where they win, and says the edited logo does not go out', async () => {
    const agent = await member({ primaryColor: TEAM_COLOR, showWhiteLabel: true, logoKey: TEAM_LOGO });
    const logo = await emailPreview(agent.headers, 'logo');
    expect(logo.team_logo).toBe(true);
    expect(logo.html).toContain(TEAM_COLOR);
    expect(logo.html).not.toContain(OWN_COLOR);
    expect(logo.html).toContain(`/api/files/${TEAM_LOGO}`);
    expect(logo.html).not.toContain(EMAIL_PREVIEW_SLOT);
    const avatar = await emailPreview(agent.headers, 'avatar');
    expect(avatar.html).toContain(EMAIL_PREVIEW_SLOT);
    expect(avatar.html).toContain(`/api/files/${TEAM_LOGO}`);
  });

  it('shows the member’s own logo being edited and colour where the team allows member branding', async () => {
    const agent = await member({
      primaryColor: TEAM_COLOR,
      showWhiteLabel: true,
      logoKey: TEAM_LOGO,
      allowMemberBranding: true,
    });
    const logo = await emailPreview(agent.headers, 'logo');
    expect(logo.team_logo).toBe(false);
    expect(logo.html).toContain(EMAIL_PREVIEW_SLOT);
    expect(logo.html).toContain(OWN_COLOR);
    expect(logo.html).not.toContain(TEAM_LOGO);
  });

  it('shows a user outside a team their own brand', async () => {
    const loner = await buildUser(t.app);
    const logo = await emailPreview(loner.headers, 'logo');
    expect(logo).toMatchObject({ team_logo: false });
    expect(logo.html).toContain(EMAIL_PREVIEW_SLOT);
  });
});
