import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { buildDocument, FakeWebSocket, fakeDocumentsServer } from '../documents/documents.test-utils.ts';

beforeEach(() => FakeWebSocket.install());

describe("document preview's floating menu (spec §2)", () => {
  it('SHARE WITH EMAIL opens the dialog for the file: no feedback switch, the file message, the file toast', async () => {
    fakeDocumentsServer({
      rows: [buildDocument({ id: 41, title: 'Harbor Brochure', filename: 'brochure.pdf' })],
      extra: {
        'POST /api/presentations/41/share-email': { status: 201, body: { share_links: [] } },
      },
    });
    const app = renderApp('/single-file/preview/41');
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('menuitem', { name: 'SHARE LINK' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('menuitem', { name: 'SHARE WITH EMAIL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with email' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Advanced' }));
    expect(within(dialog).queryByRole('switch', { name: 'Disable feedback' })).toBeNull();
    await app.user.type(within(dialog).getByRole('combobox', { name: 'Name of recipient 1' }), 'Ann Lee');
    await app.user.type(within(dialog).getByLabelText('E-mail of recipient 1'), 'ann@example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Next Step' }));
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Harbor Brochure');
    expect(within(dialog).getByLabelText('Message')).toHaveValue(
      "I've shared a PDF with you. You can access it using the link below.",
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('File sent! Let them know to expect an email from Folio!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Spec §7: the dialog's view and 'EmailShareSingleFile', posted after a few seconds or handed to
    // sendBeacon as the page is left.
    const beacons = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => String(url) === '/api/analytics/events')
      .map(([, init]) => String(init?.body));
    Object.defineProperty(navigator, 'sendBeacon', {
      value: (_url: string, body: string) => beacons.push(body) > 0,
      configurable: true,
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.flatMap((b) => JSON.parse(b).events)).toEqual([
      { event: 'ShareDialogView', properties: { dialog: 'email', item_type: 'document', item_id: 41 } },
      { event: 'EmailShareSingleFile', properties: { document_id: 41, recipients: 1 } },
    ]);
  });
});
