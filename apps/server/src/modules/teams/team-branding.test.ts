import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRANDING_TEXTS, TEAM_BRAND_TEXTS, TEAM_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, buildUser } from '../../test/factories.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { SHARE, takeMail, uniqueEmail } from '../share-email/share-email.test-utils.ts';
import { openLink, PNG } from '../viewer/viewer.test-utils.ts';
import { companies } from './teams.table.ts';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  ({ t, smtp } = await createSmtpTestApp({ env: { TRIAL_DAYS: '0' } }));
});
afterAll(() => t.close());

const TEAM_COLOR = '#0a7d4f';
const OWN_COLOR = '#aa3355';

const logoForm = async (bytes?: Buffer) => {
  const form = new FormData();
  const png = await sharp({ create: { width: 240, height: 80, channels: 3, background: TEAM_COLOR } })
    .png()
    .toBuffer();
  form.append('logo', new Blob([bytes ?? png]), 'logo.png');
  return form;
};
const putLogo = async (id: number, headers: Headers, bytes?: Buffer) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/company/${id}/logo`,
    headers,
    payload: (await logoForm(bytes)) as never,
  });
const patch = (id: number | string, headers: Headers, payload: object) =>
  call(t, 'PATCH', `/api/company/${id}/branding`, headers, payload);

/** A paying team with an admin and a member, and an outsider in another team. */
async function teamOfTwo() {
  const [admin, member, outsider] = await Promise.all([1, 2, 3].map(() => buildUser(t.app)));
  const team = await buildTeam(t.app, { admins: [admin!.user.id], members: [member!.user.id] });
  await buildTeam(t.app, { name: 'Elsewhere', admins: [outsider!.user.id] });
  return { admin: admin!, member: member!, outsider: outsider!, team };
}

/** The stored file behind a recipient's file URL, and the team's logo file. */
const servedBytes = async (url: string) => (await t.app.inject({ url: new URL(url).pathname })).rawPayload;
const teamLogoBytes = async (companyId: number) => {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
  return readFile(path.join(t.dataDir, 'files', row!.logoKey!));
};

/** The member's own brand: a stored logo, a colour, white label on, premium as asked. */
async function ownBrand(userId: number, premium: boolean) {
  const logoKey = `users/${userId}/logo-own${Date.now()}.png`;
  const file = path.join(t.dataDir, 'files', logoKey);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, PNG);
  await t.database.db
    .update(users)
    .set({
      logoKey,
      primaryColor: OWN_COLOR,
      showWhiteLabel: true,
      role: premium ? 'premium_agent' : 'free_agent',
    })
    .where(eq(users.id, userId));
}

/** The member shares a new presentation by link; what its recipient page says of the sender's brand. */
async function memberPage(member: { headers: Headers }) {
  const p = (await call(t, 'POST', '/api/presentations', member.headers, { title: 'Villa' })).json();
  const link = (
    await call(t, 'POST', `/api/presentations/${p.id}/share-link`, member.headers, { name: 'Jane' })
  ).json();
  const { body } = await openLink(t, link.hash);
  return { p, brand: body.presentation.user as Record<string, string | boolean | null> };
}

describe('team branding: who may set it', () => {
  it('lets an admin set the colour, white label and member branding; members read it', async () => {
    const { admin, member, team } = await teamOfTwo();
    const saved = await patch(team.id, admin.headers, {
      primary_color: '#0A7D4F',
      show_white_label: true,
      allow_member_branding: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      logo: null,
      primary_color: TEAM_COLOR,
      show_white_label: true,
      allow_member_branding: true,
    });
    const read = await call(t, 'GET', `/api/company/${team.id}/branding`, member.headers);
    expect(read.json()).toEqual(saved.json());
    const reset = await patch(team.id, admin.headers, { primary_color: null });
    expect(reset.json().primary_color).toBeNull();
  });

  it('answers 403 to a member, 404 to another team and a missing one, 400 to bad input', async () => {
    const { member, outsider, team, admin } = await teamOfTwo();
    const refused = await patch(team.id, member.headers, { primary_color: '#112233' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: TEAM_TEXTS.adminOnly, code: 'team_admin_required' });
    expect((await putLogo(team.id, member.headers)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/company/${team.id}/logo`, member.headers)).statusCode).toBe(403);
    for (const response of [
      await patch(team.id, outsider.headers, { primary_color: '#112233' }),
      await call(t, 'GET', `/api/company/${team.id}/branding`, outsider.headers),
      await putLogo(team.id, outsider.headers),
      await call(t, 'DELETE', `/api/company/${team.id}/logo`, outsider.headers),
      await patch(999_999, admin.headers, { primary_color: '#112233' }),
    ])
      expect(response.statusCode).toBe(404);
    expect((await patch(team.id, admin.headers, {})).statusCode).toBe(400);
    expect((await patch(team.id, admin.headers, { primary_color: 'red' })).json()).toEqual({
      primary_color: [BRANDING_TEXTS.invalidColor],
    });
    expect((await patch(team.id, admin.headers, { nope: true })).statusCode).toBe(400);
    expect((await patch('2147483648', admin.headers, { show_white_label: false })).statusCode).toBe(400);
    expect((await patch(team.id, admin.headers, { primary_color: '#11\u00002233' })).statusCode).toBe(400);
    const row = await t.database.db.select().from(companies).where(eq(companies.id, team.id));
    expect(row[0]!.primaryColor).toBeNull();
  });

  it('keeps white label for teams that pay for their members', async () => {
    const admin = await buildUser(t.app);
    const team = await buildTeam(t.app, { admins: [admin.user.id], pays: false });
    const refused = await patch(team.id, admin.headers, { show_white_label: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      detail: TEAM_BRAND_TEXTS.whiteLabelTeamPays,
      code: 'premium_required',
    });
    expect((await patch(team.id, admin.headers, { show_white_label: false })).statusCode).toBe(200);
  });

  it('takes a logo by its bytes, shows it to members, replaces and removes it', async () => {
    const { admin, member, outsider, team } = await teamOfTwo();
    const notImage = await putLogo(team.id, admin.headers, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(notImage.statusCode).toBe(400);
    expect(Object.keys(notImage.json())).toEqual(['logo']);
    const first = await putLogo(team.id, admin.headers);
    expect(first.statusCode).toBe(200);
    const logo = new URL(first.json().logo as string).pathname;
    expect((await t.app.inject({ url: logo, headers: member.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: logo, headers: outsider.headers })).statusCode).toBe(404);
    const second = (await putLogo(team.id, admin.headers)).json().logo as string;
    expect(second).not.toBe(first.json().logo);
    expect((await t.app.inject({ url: logo, headers: admin.headers })).statusCode).toBe(404);
    const removed = await call(t, 'DELETE', `/api/company/${team.id}/logo`, admin.headers);
    expect(removed.json().logo).toBeNull();
  });
});

describe("team branding on members' recipient pages and share e-mails", () => {
  it("puts the team's logo and colour on a member's page and e-mail instead of their own", async () => {
    const { admin, member, team } = await teamOfTwo();
    await ownBrand(member.user.id, true);
    await putLogo(team.id, admin.headers);
    await patch(team.id, admin.headers, { primary_color: TEAM_COLOR, show_white_label: true });

    const { p, brand } = await memberPage(member);
    expect(brand).toMatchObject({ show_white_label: true, primary_color: TEAM_COLOR });
    expect((await servedBytes(brand.logo as string)).equals(await teamLogoBytes(team.id))).toBe(true);

    const to = uniqueEmail();
    const shared = await call(t, 'POST', `/api/presentations/${p.id}/share-email`, member.headers, {
      ...SHARE,
      recipients: [{ name: 'Jane', email: to }],
    });
    expect(shared.statusCode).toBe(201);
    const html = String((await takeMail(smtp, to)).html);
    expect(html).toContain(`background-color:${TEAM_COLOR}`);
    expect(html).not.toContain(OWN_COLOR);
    const logo = [...html.matchAll(/src="([^"]+\/api\/client\/files\/[^"]+)"/g)]
      .map((m) => m[1]!)
      .find((url) => /\.G\./.test(url));
    expect((await servedBytes(logo!)).equals(await teamLogoBytes(team.id))).toBe(true);
  });

  it("uses the member's own brand where the team allows it, and the team's where they set none", async () => {
    const { admin, member, team } = await teamOfTwo();
    await putLogo(team.id, admin.headers);
    await patch(team.id, admin.headers, {
      primary_color: TEAM_COLOR,
      show_white_label: true,
      allow_member_branding: true,
    });
    // Nothing of their own yet: the team's brand.
    const before = (await memberPage(member)).brand;
    expect(before).toMatchObject({ show_white_label: true, primary_color: TEAM_COLOR });
    expect((await servedBytes(before.logo as string)).equals(await teamLogoBytes(team.id))).toBe(true);

    await ownBrand(member.user.id, true);
    const after = (await memberPage(member)).brand;
    expect(after).toMatchObject({ show_white_label: true, primary_color: OWN_COLOR });
    expect((await servedBytes(after.logo as string)).equals(PNG)).toBe(true);

    // Turned off again by the admin: the team's brand wins, on pages already answered too.
    await patch(team.id, admin.headers, { allow_member_branding: false });
    const again = (await memberPage(member)).brand;
    expect(again).toMatchObject({ primary_color: TEAM_COLOR });
  });

  it("leaves a member's own brand where the team set none, and white label off while the team does not pay", async () => {
    const admin = await buildUser(t.app);
    const member = await buildUser(t.app);
    const team = await buildTeam(t.app, { admins: [admin.user.id], members: [member.user.id], pays: false });
    await ownBrand(member.user.id, false);
    await t.database.db
      .update(companies)
      .set({ showWhiteLabel: true, primaryColor: TEAM_COLOR })
      .where(eq(companies.id, team.id));
    const { brand } = await memberPage(member);
    expect(brand).toMatchObject({ show_white_label: false, primary_color: null });
    expect((await servedBytes(brand.logo as string)).equals(PNG)).toBe(true);
  });
});
