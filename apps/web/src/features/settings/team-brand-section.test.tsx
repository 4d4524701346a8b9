import type { TeamBranding, User } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const team = (overrides: Partial<User['companies'][number]> = {}) => ({
  id: 7,
  name: 'Harbor Realty',
  is_admin: true,
  has_dashboard_access: true,
  is_company_pays: true,
  is_billing_admin: true,
  ...overrides,
});
const BRAND: TeamBranding = {
  logo: null,
  primary_color: null,
  show_white_label: false,
  allow_member_branding: false,
};
const GET = 'GET /api/company/7/branding';
const PATCH = 'PATCH /api/company/7/branding';

async function openBrandTab(companies: User['companies'], extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': { body: buildUser({ companies }) },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    ...extra,
  });
  const app = renderApp('/settings/brand');
  const panel = await screen.findByRole('region', { name: 'Brand' });
  return { ...app, api, panel };
}

describe('settings: team brand', () => {
  it('lets an admin save the team colour, white label and member branding', async () => {
    const saved = { ...BRAND, primary_color: '#0a7d4f', show_white_label: true, allow_member_branding: true };
    const { user, api, panel } = await openBrandTab([team()], {
      [GET]: { body: BRAND },
      [PATCH]: { body: saved },
    });
    const section = await within(panel).findByRole('region', { name: 'Team brand · Harbor Realty' });
    await user.type(within(section).getByLabelText('Team colour'), '#0A7D4F');
    await user.click(within(section).getByRole('switch', { name: 'Show team white label' }));
    await user.click(within(section).getByRole('switch', { name: 'Let members use their own brand' }));
    await user.click(within(section).getByRole('button', { name: 'Save team brand' }));
    expect(await screen.findByText('Your team’s brand was saved.')).toBeInTheDocument();
    expect(api.bodyOf(PATCH)).toEqual({
      primary_color: '#0a7d4f',
      show_white_label: true,
      allow_member_branding: true,
    });
  });

  it('uploads the team logo and keeps white label closed for a team that does not pay', async () => {
    const withLogo = { ...BRAND, logo: '/api/files/companies/7/logo-a.png' };
    const { user, api, panel } = await openBrandTab([team({ is_company_pays: false })], {
      [GET]: { body: BRAND },
      'PUT /api/company/7/logo': { body: withLogo },
    });
    const section = await within(panel).findByRole('region', { name: 'Team brand · Harbor Realty' });
    expect(within(section).getByRole('switch', { name: 'Show team white label' })).toBeDisabled();
    expect(
      within(section).getByText('White label is a Premium feature of teams that pay for their members.'),
    ).toBeInTheDocument();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(within(section).getByLabelText('Team logo file'), file);
    expect(await within(section).findByRole('img', { name: 'Harbor Realty logo' })).toHaveAttribute(
      'src',
      withLogo.logo,
    );
    expect(((api.bodyOf('PUT /api/company/7/logo') as FormData).get('logo') as File).name).toBe('logo.png');
    expect(await screen.findByText('Your team’s logo was saved.')).toBeInTheDocument();
  });

  it('tells a member their team’s brand is applied, and whether theirs may replace it', async () => {
    const { panel } = await openBrandTab([team({ is_admin: false, has_dashboard_access: false })], {
      [GET]: { body: { ...BRAND, primary_color: '#0a7d4f' } },
    });
    const note = await within(panel).findByRole('region', { name: 'Harbor Realty brand' });
    expect(
      await within(note).findByText('Harbor Realty’s brand is applied to what you share.'),
    ).toBeInTheDocument();
    expect(
      within(note).getByText('Your own logo and colour are not used while you are in this team.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save team brand' })).not.toBeInTheDocument();
  });

  it('says when the team brand could not be loaded, and tries again', async () => {
    let calls = 0;
    const { user, panel } = await openBrandTab([team()], {
      [GET]: () => (++calls === 1 ? { status: 500, body: { detail: 'boom' } } : { body: BRAND }),
    });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Harbor Realty’s brand could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('button', { name: 'Save team brand' })).toBeInTheDocument();
  });

  it('shows nothing of teams to a user without one', async () => {
    const { panel } = await openBrandTab([]);
    await within(panel).findByRole('button', { name: 'Save brand' });
    expect(within(panel).queryByText(/Team brand/)).not.toBeInTheDocument();
  });
});
