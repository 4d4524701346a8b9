import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildTeam, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('settings: a team member’s own brand', () => {
  it('edits the member’s own colour, not the team’s colour the app shows', async () => {
    const member = buildUser({
      role: 'premium_agent',
      companies: [buildTeam()],
      primary_color: '#0a7d4f',
      branding: {
        show_white_label: false,
        logo: null,
        primary_color: '#0a7d4f',
        own_primary_color: '#aa3355',
        hide_recipient_header: false,
      },
    });
    mockApi({
      'GET /api/user': { body: member },
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
      'GET /api/company/7/branding': {
        body: { logo: null, primary_color: '#0a7d4f', show_white_label: true, allow_member_branding: false },
      },
    });
    renderApp('/settings/brand');
    const form = await screen.findByRole('form', { name: 'Your brand' });
    expect(within(form).getByLabelText('Primary colour')).toHaveValue('#aa3355');
  });
});
