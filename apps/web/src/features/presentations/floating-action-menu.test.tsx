import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTeam, buildUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildPresentation } from './factories.test-utils.ts';
import { fakeServer, ownRows } from './fake-server.test-utils.ts';

const openMenu = async (app: ReturnType<typeof renderApp>) => {
  await app.user.click(await screen.findByRole('button', { name: 'Create' }));
  return screen.findByRole('menu');
};

describe('floating action menu: the company list', () => {
  it('makes a new template for the chosen team and opens it under Templates', async () => {
    const teams = [buildTeam(true), { ...buildTeam(), id: 9, name: 'Summit Homes' }];
    const template = { ...buildPresentation({ id: 56, title: '' }), template: true, company: 9, assets: [] };
    const { api } = fakeServer({
      rows: ownRows(1),
      user: buildUser({ role: 'premium_agent', companies: teams }),
      extra: { 'POST /api/presentations': { status: 201, body: template } },
    });
    const app = renderApp('/presentations');
    const menu = await openMenu(app);
    expect(within(menu).getByText('New template for')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Harbour Realty' })).toBeInTheDocument();
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Summit Homes' }));
    await waitFor(() => expect(app.location()).toBe('/presentations/templates/edit/56'));
    expect(api.bodyOf('POST /api/presentations')).toEqual({
      title: '',
      company: 9,
      notify_team_member: true,
    });
  });

  it('has no company list for a user without a team', async () => {
    fakeServer({ rows: ownRows(1), user: buildUser({ role: 'premium_agent', companies: [] }) });
    const app = renderApp('/presentations');
    const menu = await openMenu(app);
    expect(within(menu).getByRole('menuitem', { name: 'Create presentation' })).toBeInTheDocument();
    expect(within(menu).queryByText('New template for')).not.toBeInTheDocument();
  });
});
