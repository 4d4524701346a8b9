import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Handler, Reply } from '../../test/fetch-mock.ts';
import { openEditor } from '../editor/editor.test-utils.ts';
import { pageOf } from '../presentations/factories.test-utils.ts';
import { buildShareLink } from '../sharing/sharing.test-utils.tsx';

const at = '/api/presentations/12/share-links';
const ann = buildShareLink({ id: 1, presentation_id: 12, name: 'Ann Lee', email: 'ann@example.com' });
const bo = buildShareLink({
  id: 2,
  presentation_id: 12,
  name: 'Bo',
  email: 'bo@example.com',
  disabled: true,
  hash: 'b'.repeat(40),
});
const publicLink = buildShareLink({ id: 3, presentation_id: 12, name: 'Public Link', is_public: true });

const byArchived: Handler = ({ url }) =>
  url.searchParams.get('archived') === 'true'
    ? { body: pageOf([{ ...ann, archived: true }]) }
    : { body: pageOf([ann, bo, publicLink]) };
// openEditor's stand-in routes are typed with the body only; mockApi gives every handler the URL too.
const listed = byArchived as (request: { body: unknown }) => Reply;

async function act(app: ReturnType<typeof openEditor>['app'], who: string, action: string) {
  await app.user.click(await screen.findByRole('button', { name: `Actions for ${who}` }));
  // The first menu waits for Radix to load, which a busy machine takes its time over.
  await app.user.click(await screen.findByRole('menuitem', { name: action }, { timeout: 15_000 }));
}

describe('manage recipients (spec §2, §8)', () => {
  it("lists the presentation's recipients with their e-mail, date and status; the public link aside", async () => {
    const { app } = openEditor(
      { id: 12, title: 'Harbour loft' },
      { [`GET ${at}`]: listed },
      '/presentations/favorites/manage-recipients/12',
    );
    const list = await screen.findByRole('list', { name: 'Recipients' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('Harbour loft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to presentations' })).toHaveAttribute(
      'href',
      '/presentations/favorites',
    );
    await app.user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('Archived', { selector: 'li span' })).toBeInTheDocument();
    expect(app.location()).toBe('/presentations/favorites/manage-recipients/12?archived=true');
  });

  it("says so when it was sent to no one: 'This presentation has not been shared with any recipients yet'", async () => {
    openEditor(
      { id: 12 },
      { [`GET ${at}`]: { body: pageOf([publicLink]) } },
      '/presentations/manage-recipients/12',
    );
    expect(
      await screen.findByText('This presentation has not been shared with any recipients yet'),
    ).toBeInTheDocument();
  });

  it('resends, disables, restores, archives and unarchives, each with its toast', async () => {
    const { app, api } = openEditor(
      { id: 12 },
      {
        [`GET ${at}`]: listed,
        [`POST ${at}/1/resend`]: { status: 204 },
        [`DELETE ${at}/1`]: { status: 204 },
        [`POST ${at}/2/restore`]: { body: bo },
        [`POST ${at}/1/archive`]: { body: { ...ann, archived: true } },
        [`POST ${at}/1/unarchive`]: { body: ann },
      },
      '/presentations/manage-recipients/12',
    );
    await act(app, 'Ann Lee', 'Resend');
    expect(await screen.findByText('The e-mail was sent again to Ann Lee')).toBeInTheDocument();
    await act(app, 'Ann Lee', 'Disable');
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `${at}/1`)).toBe(true),
    );
    await act(app, 'Bo', 'Restore');
    await waitFor(() => expect(api.calls.some((c) => c.path === `${at}/2/restore`)).toBe(true));
    // A disabled link is not sent again.
    await app.user.click(await screen.findByRole('button', { name: 'Actions for Bo' }));
    expect(screen.queryByRole('menuitem', { name: 'Resend' })).toBeNull();
    await app.user.keyboard('{Escape}');
    await act(app, 'Ann Lee', 'Archive');
    expect(await screen.findByText('Ann Lee moved to Archive')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Archived' }));
    await screen.findByText('Archived', { selector: 'li span' });
    await act(app, 'Ann Lee', 'Unarchive');
    expect(await screen.findByText('Ann Lee removed from Archive')).toBeInTheDocument();
  });

  it("'View settings' shows the e-mailed link read-only", async () => {
    const { app } = openEditor(
      { id: 12 },
      {
        [`GET ${at}`]: listed,
        [`GET ${at}/by-hash/${ann.hash}`]: { body: { ...ann, subject: 'Your new home' } },
      },
      '/presentations/manage-recipients/12',
    );
    await act(app, 'Ann Lee', 'View settings');
    const dialog = await screen.findByRole('dialog', { name: 'Share with email' });
    const name = await within(dialog).findByRole('combobox', { name: 'Name of recipient 1' });
    expect(name).toHaveValue('Ann Lee');
    expect(name).toBeDisabled();
  });

  it("'Message recipients' sends the message to them", async () => {
    const { app, api } = openEditor(
      { id: 12 },
      { [`GET ${at}`]: listed, 'POST /api/presentations/12/message': { body: { count: 1 } } },
      '/presentations/manage-recipients/12',
    );
    await app.user.click(await screen.findByRole('button', { name: 'Message recipients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message recipients' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByText('Message field is required!')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText('Message'), 'New photos are in.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was sent')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/presentations/12/message')).toEqual({ message: 'New photos are in.' });
  });
});
