import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPresentationWire } from '../../test/editor-factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { openEditor } from '../editor/editor.test-utils.ts';
import { buildPresentation } from '../presentations/factories.test-utils.ts';
import { fakeServer, ownRows } from '../presentations/fake-server.test-utils.ts';

const emptyLinks = { body: { count: 0, next: null, previous: null, results: [] } };

async function choose(app: ReturnType<typeof renderApp>, title: string, action: string) {
  await app.user.click(await screen.findByRole('button', { name: `Actions for “${title}”` }));
  await app.user.click(
    await within(await screen.findByRole('menu')).findByRole('menuitem', { name: action }),
  );
}

describe('where sharing starts (spec §2)', () => {
  it("a card's menu opens the share link dialog, publish on web and share with email", async () => {
    fakeServer({ rows: ownRows(1), extra: { 'GET /api/presentations/1/share-links': emptyLinks } });
    const app = renderApp('/presentations');
    await choose(app, 'Listing 1', 'Share link');
    const dialog = await screen.findByRole('dialog', { name: 'Share link' });
    expect(within(dialog).getByLabelText('Link name')).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await choose(app, 'Listing 1', 'Publish on web');
    expect(await screen.findByRole('dialog', { name: 'Publish on web' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await choose(app, 'Listing 1', 'Share with email');
    const email = await screen.findByRole('dialog', { name: 'Share with email' });
    expect(within(email).getByRole('combobox', { name: 'Name of recipient 1' })).toBeInTheDocument();
  });

  it("a card's menu leads to its recipients, and asks before notifying them", async () => {
    fakeServer({
      rows: ownRows(1),
      extra: {
        'POST /api/presentations/1/notify': { body: { count: 2 } },
        'GET /api/presentations/1/share-links': emptyLinks,
        'GET /api/presentations/1': { body: buildPresentationWire({ id: 1, title: 'Listing 1' }) },
      },
    });
    const app = renderApp('/presentations');
    await choose(app, 'Listing 1', 'Notify recipients');
    const dialog = await screen.findByRole('dialog', { name: 'Notify recipients?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Notify recipients' }));
    expect(await screen.findByText('2 recipients notified')).toBeInTheDocument();
    await choose(app, 'Listing 1', 'Manage recipients');
    await waitFor(() => expect(app.location()).toBe('/presentations/manage-recipients/1'));
    expect(await screen.findByRole('heading', { name: 'Manage recipients' })).toBeInTheDocument();
    expect(
      await screen.findByText('This presentation has not been shared with any recipients yet'),
    ).toBeInTheDocument();
  });

  it('archived presentations are not offered for sharing', async () => {
    fakeServer({ rows: [buildPresentation({ id: 5, title: 'Old lot', archived: true })] });
    const app = renderApp('/presentations/archived');
    await app.user.click(await screen.findByRole('button', { name: 'Actions for “Old lot”' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Share link' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Share with email' })).toBeNull();
  });

  it("the editor's Share button offers the share link dialog and share with email", async () => {
    const { app } = openEditor();
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Share link' }));
    expect(await screen.findByRole('dialog', { name: 'Share link' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Share with email' }));
    expect(await screen.findByRole('dialog', { name: 'Share with email' })).toBeInTheDocument();
  });
});
