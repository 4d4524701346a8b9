import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { EmailPreview, TEAM_LOGO_NOTE } from './email-preview.tsx';

const PREVIEW = 'GET /api/users/me/branding/email-preview';
const HTML = '<html><body><img src="https://files.test/team-logo.png" alt=""></body></html>';

async function preview(teamLogo: boolean, look: 'logo' | 'avatar' = 'logo') {
  mockApi({ [PREVIEW]: { body: { html: HTML, team_logo: teamLogo } } });
  render(<EmailPreview url="blob:crop" label={look} look={look} />);
  const figure = screen.getByRole('figure', { name: 'E-mail preview' });
  await within(figure).findByTitle(`The e-mail with your ${look}`);
  return figure;
}

describe('the e-mail preview of Settings → Brand (the brand recipients get)', () => {
  it('says the team’s logo goes out instead of the logo being edited', async () => {
    const figure = await preview(true);
    expect(within(figure).getByText(TEAM_LOGO_NOTE)).toBeInTheDocument();
  });

  it('says nothing of a team when the user’s own logo goes out', async () => {
    const figure = await preview(false);
    expect(within(figure).queryByText(TEAM_LOGO_NOTE)).not.toBeInTheDocument();
  });

  it('keeps the note to the logo: an avatar shows whatever the team’s brand', async () => {
    const figure = await preview(true, 'avatar');
    expect(within(figure).queryByText(TEAM_LOGO_NOTE)).not.toBeInTheDocument();
  });
});
