import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { openEditor } from '../editor/editor.test-utils.ts';
import { buildPresentation } from '../presentations/factories.test-utils.ts';
import { fakeServer, ownRows } from '../presentations/fake-server.test-utils.ts';

const emptyLinks = { body: { count: 0, next: null, previous: null, results: [] } };

async function choose(app: ReturnType<typeof renderApp>, title: string, action: string) {
  await app.user.click(await screen.findByRole('button', { name: `Actions for “${title}”` }));
  await app.user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }));
}

describe('where sharing starts (spec §2)', () => {
  it("a card's menu opens the share link dialog and publish on web", async () => {
    fakeServer({ rows: ownRows(1), extra: { 'GET /api/presentations/1/share-links': emptyLinks } });
    const app = renderApp('/presentations');
    await choose(app, 'Listing 1', 'Share link');
    const dialog = await screen.findByRole('dialog', { name: 'Share link' });
    expect(within(dialog).getByLabelText('Link name')).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await choose(app, 'Listing 1', 'Publish on web');
    expect(await screen.findByRole('dialog', { name: 'Publish on web' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('archived presentations are not offered for sharing', async () => {
    fakeServer({ rows: [buildPresentation({ id: 5, title: 'Old lot', archived: true })] });
    const app = renderApp('/presentations/archived');
    await app.user.click(await screen.findByRole('button', { name: 'Actions for “Old lot”' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Share link' })).toBeNull();
  });

  it("the editor's Share button opens the share link dialog", async () => {
    const { app } = openEditor();
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share link' })).toBeInTheDocument();
  });
});
