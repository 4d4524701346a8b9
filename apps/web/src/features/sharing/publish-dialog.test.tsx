import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { PublishDialog } from './publish-dialog.tsx';
import { buildShareLink, renderSharing, sharedItem } from './sharing.test-utils.tsx';

const page = (results: unknown[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});
/** jsdom's Blob has no text(). */
const read = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob as Blob);
  });
const switchOf = (name: string) => screen.getByRole('switch', { name });
const publicLink = (overrides = {}) =>
  buildShareLink({
    id: 40,
    name: 'Public Link',
    is_public: true,
    is_indexable: true,
    submitted_to_gallery: true,
    share_link: 'http://localhost/presentations/abc',
    ...overrides,
  });

describe('publish on web dialog (spec §2, §4, §8)', () => {
  it('holds the changes made before publishing and sends them with the publish', async () => {
    const created = publicLink({ require_email: true, submitted_to_gallery: false });
    const { user, api, toasts } = renderSharing(
      <PublishDialog item={sharedItem({ backgroundColor: null })} onClose={vi.fn()} />,
      {
        routes: {
          'GET /api/presentations/11/share-links': page([]),
          'POST /api/presentations/11/share-link': { status: 201, body: created },
        },
      },
    );
    expect(
      await screen.findByText("You didn't select a header image for this presentation."),
    ).toBeInTheDocument();
    await waitFor(() => expect(switchOf('Require email to view')).toBeEnabled());
    expect(switchOf('Allow search engines to index')).toBeChecked();
    expect(switchOf('Submit to the gallery')).toBeChecked();
    await user.click(switchOf('Submit to the gallery'));
    await user.click(switchOf('Require email to view'));
    await user.type(screen.getByLabelText('Custom email message (optional)'), 'Your email, please');
    await user.tab();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(api.bodyOf('POST /api/presentations/11/share-link')).toEqual({
      is_indexable: true,
      submitted_to_gallery: false,
      require_email: true,
      require_email_message: 'Your email, please',
      require_phone_number: false,
      require_phone_number_message: '',
      prevent_download: false,
      prevent_feedback: false,
      prevent_printing: false,
      is_public: true,
      name: 'Public Link',
      forward_tracking: false,
    });
    expect(toasts.success).toHaveBeenCalledWith('Link published successfully!');
    expect(screen.getByLabelText('Public link')).toHaveValue(created.share_link);
  });

  it('with a published link a toggle saves at once and a message saves on blur; Unpublish disables it', async () => {
    const link = publicLink({ require_phone_number: true });
    const { user, api } = renderSharing(<PublishDialog item={sharedItem()} onClose={vi.fn()} />, {
      routes: {
        'GET /api/presentations/11/share-links': page([link]),
        'PATCH /api/presentations/11/share-links/40': ({ body }) => ({
          body: { ...link, ...(body as object) },
        }),
        'DELETE /api/presentations/11/share-links/40': { body: { ...link, disabled: true } },
      },
    });
    await waitFor(() => expect(switchOf('Disable asset download')).toBeEnabled());
    await user.click(switchOf('Disable asset download'));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/presentations/11/share-links/40')).toEqual({ prevent_download: true }),
    );
    await user.type(screen.getByLabelText('Custom phone message (optional)'), 'Call me');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await user.tab();
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'PATCH')[1]?.body).toEqual({
      require_phone_number_message: 'Call me',
    });
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('publishes a disabled link again through restore, with the indexable flag of the form', async () => {
    const link = publicLink({ disabled: true });
    const { user, api } = renderSharing(<PublishDialog item={sharedItem()} onClose={vi.fn()} />, {
      routes: {
        'GET /api/presentations/11/share-links': page([link]),
        'POST /api/presentations/11/share-links/40/restore': { body: { ...link, disabled: false } },
        'PATCH /api/presentations/11/share-links/40': ({ body }) => ({
          body: { ...link, ...(body as object), disabled: false },
        }),
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Allow search engines to index' }));
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(api.bodyOf('POST /api/presentations/11/share-links/40/restore')).toEqual({ is_indexable: false });
  });

  it('copies for email as rich HTML with cp=email and the header thumbnail', async () => {
    const link = publicLink();
    const { user, clipboard, toasts } = renderSharing(
      <PublishDialog
        item={sharedItem({ backgroundThumbnail: 'http://localhost/thumb.jpg' })}
        onClose={vi.fn()}
      />,
      { routes: { 'GET /api/presentations/11/share-links': page([link]) } },
    );
    await user.click(await screen.findByRole('button', { name: 'Copy for email' }));
    await waitFor(() => expect(clipboard.write).toHaveBeenCalledTimes(1));
    const [item] = (clipboard.write.mock.calls[0]?.[0] ?? []) as [{ items: Record<string, Blob> }];
    const html = await read(item.items['text/html']);
    expect(html).toContain('href="http://localhost/presentations/abc?cp=email"');
    expect(html).toContain('Ocean View Villa');
    expect(html).toContain('src="http://localhost/thumb.jpg"');
    expect(await read(item.items['text/plain'])).toBe('http://localhost/presentations/abc?cp=email');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("without a rich clipboard: 'Fail to generate link for email' and the plain link is copied", async () => {
    const { user, clipboard, toasts } = renderSharing(
      <PublishDialog item={sharedItem()} onClose={vi.fn()} />,
      {
        routes: { 'GET /api/presentations/11/share-links': page([publicLink()]) },
        richClipboard: false,
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Copy for email' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Fail to generate link for email'));
    expect(clipboard.writeText).toHaveBeenCalledWith('http://localhost/presentations/abc?cp=email');
    expect(clipboard.write).not.toHaveBeenCalled();
  });

  it('locks the premium switches for a free user', async () => {
    renderSharing(<PublishDialog item={sharedItem()} onClose={vi.fn()} />, {
      user: buildUser({ role: 'free_agent', is_trial_active: false }),
      routes: { 'GET /api/presentations/11/share-links': page([]) },
    });
    await waitFor(() => expect(switchOf('Require email to view')).toBeDisabled());
    expect(switchOf('Require phone number to view')).toBeDisabled();
    expect(switchOf('Disable asset download')).toBeDisabled();
    expect(switchOf('Disable feedback')).toBeEnabled();
    expect(switchOf('Allow search engines to index')).toBeEnabled();
  });
});
