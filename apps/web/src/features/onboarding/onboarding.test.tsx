import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

function setup(path = '/onboarding/usage?signup=1') {
  const api = mockApi({
    'GET /api/user': { body: buildUser({ show_onboarding: true }) },
    'GET /api/feature-flags': { body: buildFlags() },
    'POST /api/onboarding': { body: buildUser({ show_onboarding: false }) },
  });
  return { api, app: renderApp(path) };
}

type App = ReturnType<typeof renderApp>;
const next = (app: App) => app.user.click(screen.getByRole('button', { name: 'Continue' }));
const heading = (name: string) => screen.findByRole('heading', { name });

describe('onboarding questionnaire (spec §2: usage → industry → brokerage → hear → team)', () => {
  it('usage: needs at least one choice, checked on Continue and when focus leaves the group', async () => {
    const { app } = setup();
    expect(await heading('Welcome to Folio')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await next(app);
    expect(screen.getByText('Choose at least one option.')).toBeInTheDocument();
    for (const option of ['Work', 'Personal', 'Education'])
      expect(screen.getByRole('checkbox', { name: new RegExp(option) })).toBeInTheDocument();
    app.unmount();

    const blur = setup();
    await heading('Welcome to Folio');
    await blur.app.user.click(screen.getByRole('checkbox', { name: /Work/ }));
    await blur.app.user.click(screen.getByRole('checkbox', { name: /Work/ }));
    await blur.app.user.tab();
    await blur.app.user.tab();
    await blur.app.user.tab();
    expect(screen.getByText('Choose at least one option.')).toBeInTheDocument();
  });

  it('keeps the answers given so far across a reload of the page', async () => {
    const { app } = setup();
    await heading('Welcome to Folio');
    await app.user.click(screen.getByRole('checkbox', { name: /Education/ }));
    await next(app);
    await heading('Your industry');
    await app.user.click(screen.getByRole('radio', { name: 'Other' }));
    await app.user.type(screen.getByLabelText('Your industry'), 'Yacht sales');
    app.unmount();

    // A reload: every module afresh, the store made again from what the browser kept.
    vi.resetModules();
    const { renderApp: renderAgain } = await import('../../test/render-app.tsx');
    const again = renderAgain('/onboarding/industry?signup=1');
    expect(await heading('Your industry')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(screen.getByLabelText('Your industry')).toHaveValue('Yacht sales');
    await again.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Welcome to Folio')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Education/ })).toBeChecked();
    again.unmount();
    // The pages now load the fresh modules: their store starts the next test empty too.
    const { useOnboardingStore: fresh } = await import('./store.ts');
    fresh.getState().reset();
  });

  it('walks the five steps, keeps the answers, and sends them once at the end', async () => {
    const { api, app } = setup();
    await heading('Welcome to Folio');
    await app.user.click(screen.getByRole('checkbox', { name: /Work/ }));
    await app.user.click(screen.getByRole('checkbox', { name: /Education/ }));
    await next(app);

    expect(await heading('Your industry')).toBeInTheDocument();
    expect(app.location()).toBe('/onboarding/industry?signup=1');
    await next(app);
    expect(screen.getByText('Choose your industry.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    await app.user.click(screen.getByRole('radio', { name: 'Other' }));
    await next(app);
    expect(screen.getByLabelText('Your industry')).toHaveAccessibleDescription(
      'Please tell us your industry.',
    );
    await app.user.type(screen.getByLabelText('Your industry'), 'Yacht sales');

    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Welcome to Folio')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Work/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Education/ })).toBeChecked();
    await next(app);
    expect(await heading('Your industry')).toBeInTheDocument();
    expect(screen.getByLabelText('Your industry')).toHaveValue('Yacht sales');
    await next(app);

    expect(await heading('Your brokerage')).toBeInTheDocument();
    await next(app);
    expect(screen.getByText('Choose Yes or No.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: 'Yes' }));
    await next(app);
    expect(screen.getByText('Choose your brokerage.')).toBeInTheDocument();
    screen.getByRole('combobox', { name: 'Your brokerage' }).focus();
    await app.user.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Keller Williams',
      'RE/MAX',
      'Coldwell Banker',
      'eXp Realty',
      'Century 21',
      'Berkshire Hathaway',
      'ERA',
      'Compass',
      "Sotheby's",
      'Weichert',
      'Realty ONE Group',
      'BHG Real Estate',
      'Howard Hanna',
      'Real Brokerage (REAL)',
      'Other',
    ]);
    await app.user.click(screen.getByRole('option', { name: 'Other' }));
    await next(app);
    expect(screen.getByLabelText('Brokerage name')).toHaveAccessibleDescription(
      'Please tell us your brokerage.',
    );
    await app.user.type(screen.getByLabelText('Brokerage name'), 'Harbour Homes');
    await next(app);

    expect(await heading('Finding Folio')).toBeInTheDocument();
    await next(app);
    expect(screen.getByText('Choose one option.')).toBeInTheDocument();
    for (const option of ['Online search', 'It was recommended', 'Someone shared a presentation', 'An ad'])
      expect(screen.getByRole('radio', { name: option })).toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: 'It was recommended' }));
    await next(app);

    expect(await heading('Working together')).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getAllByText('Choose Yes or No.')).toHaveLength(2);
    const team = screen.getByRole('group', { name: 'Do you work in a team?' });
    const discount = screen.getByRole('group', {
      name: 'Would you like a bulk discount for 5 or more accounts?',
    });
    await app.user.click(within(team).getByRole('radio', { name: 'Yes' }));
    await app.user.click(within(discount).getByRole('radio', { name: 'No' }));
    await app.user.type(screen.getByLabelText('Phone number (optional)'), 'call me');
    await app.user.tab();
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
      'Enter a valid phone number.',
    );
    await app.user.clear(screen.getByLabelText('Phone number (optional)'));
    await app.user.type(screen.getByLabelText('Phone number (optional)'), '+1 (555) 010-2030');
    await app.user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(app.location()).toBe('/presentations'));
    expect(api.calls.filter((c) => c.path === '/api/onboarding')).toHaveLength(1);
    expect(api.bodyOf('POST /api/onboarding')).toEqual({
      usage: ['Work', 'Education'],
      industry: 'Other',
      industry_input: 'Yacht sales',
      in_brokerage: true,
      brokerage: 'Other',
      brokerage_input: 'Harbour Homes',
      hear_about: 'It was recommended',
      works_in_team: true,
      needs_discount: false,
      phone_number: '+1 (555) 010-2030',
    });
  });

  it('sends brokerage null when the user is not in a brokerage', async () => {
    const { api, app } = setup('/onboarding/brokerage');
    expect(await heading('Your brokerage')).toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('combobox', { name: 'Your brokerage' })).not.toBeInTheDocument();
    await next(app);
    expect(await heading('Finding Folio')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/onboarding')).toBe(false);
  });

  it('takes the user back to the first unanswered step when finishing early', async () => {
    const { app } = setup('/onboarding/team');
    expect(await heading('Working together')).toBeInTheDocument();
    await app.user.click(screen.getAllByRole('radio', { name: 'Yes' })[0]!);
    await app.user.click(screen.getAllByRole('radio', { name: 'Yes' })[1]!);
    await app.user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await heading('Welcome to Folio')).toBeInTheDocument();
  });

  it('sends an unknown step to /404', async () => {
    const { app } = setup('/onboarding/colours');
    await waitFor(() => expect(app.location()).toBe('/404'));
  });
});
