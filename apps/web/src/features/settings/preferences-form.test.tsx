import { MESSAGES } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildDocument, FakeWebSocket, fakeDocumentsServer } from '../documents/documents.test-utils.ts';
import { HeaderImageBanner } from '../sharing/header-banner.tsx';
import { renderSharing, sharedItem } from '../sharing/sharing.test-utils.tsx';

function setup(patch: Reply = { body: buildUser({ hide_in_folders: true }) }) {
  const api = mockApi({
    'GET /api/user': { body: buildUser({ show_single_file_information: true }) },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'PATCH /api/user': patch,
  });
  return { api, app: renderApp('/settings/preferences') };
}

const form = async () => within(await screen.findByRole('form', { name: 'Preferences' }));

describe('settings: preferences tab', () => {
  it('shows each preference as saved and saves them together, with the default success toast', async () => {
    const { api, app } = setup();
    const prefs = await form();
    const folders = prefs.getByRole('switch', { name: 'Hide presentations that are in a folder' });
    expect(folders).not.toBeChecked();
    expect(prefs.getByRole('switch', { name: 'Hide the missing header image reminder' })).not.toBeChecked();
    expect(prefs.getByRole('switch', { name: 'Show file information on single files' })).toBeChecked();
    expect(prefs.getByRole('switch', { name: 'Summarize uploaded documents' })).not.toBeChecked();
    expect(prefs.getByRole('switch', { name: 'Keep summary suggestions on the card' })).not.toBeChecked();
    expect(prefs.getAllByRole('switch')).toHaveLength(5);
    await app.user.click(folders);
    await app.user.click(prefs.getByRole('switch', { name: 'Summarize uploaded documents' }));
    await app.user.click(prefs.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.toastSuccess)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/user')).toEqual({
      hide_in_folders: true,
      hide_empty_background_alert: false,
      auto_summarize_assets: true,
      hide_summarizer_modal: false,
      show_single_file_information: true,
    });
  });

  it('puts a refusal under its field', async () => {
    const { app } = setup({ status: 400, body: { hide_in_folders: ['Send true or false.'] } });
    const prefs = await form();
    await app.user.click(prefs.getByRole('button', { name: 'Save' }));
    const error = await prefs.findByRole('alert');
    expect(error).toHaveTextContent('Send true or false.');
    expect(prefs.getByRole('switch', { name: 'Hide presentations that are in a folder' })).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(error.id),
    );
  });
});

describe('preferences where they act', () => {
  it('hide_empty_background_alert hides the missing header image reminder', async () => {
    const item = sharedItem({ backgroundColor: null });
    const text = "You didn't select a header image for this presentation.";
    const shown = renderSharing(<HeaderImageBanner item={item} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    shown.unmount();
    renderSharing(<HeaderImageBanner item={item} />, {
      user: buildUser({ role: 'premium_agent', hide_empty_background_alert: true }),
    });
    // Shown only until the user's choice is known.
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  });

  it('show_single_file_information shows the file’s information on its preview, or not', async () => {
    FakeWebSocket.install();
    const doc = buildDocument({ id: 41, filename: 'harbor.pdf', number_of_access: 3 });
    fakeDocumentsServer({
      rows: [doc],
      extra: { 'GET /api/user': { body: buildUser({ show_single_file_information: true }) } },
    });
    const first = renderApp('/single-file/preview/41');
    const info = within(await screen.findByRole('region', { name: 'File information' }));
    expect(info.getByText('harbor.pdf')).toBeInTheDocument();
    expect(info.getByText('3 views')).toBeInTheDocument();
    first.unmount();
    fakeDocumentsServer({
      rows: [doc],
      extra: { 'GET /api/user': { body: buildUser({ show_single_file_information: false }) } },
    });
    renderApp('/single-file/preview/41');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'File information' })).toBeNull();
  });
});
