import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { ShareLinkDialog } from './share-link-dialog.tsx';
import { buildShareLink, renderSharing, sharedItem } from './sharing.test-utils.tsx';

const switchOf = (name: string) => screen.getByRole('switch', { name });

describe('share link dialog: watermark and QR code (issue 18)', () => {
  it('turns the watermark on with its opacity and sends both', async () => {
    const made = buildShareLink({ watermark: true, watermark_opacity: 25 });
    const { user, api } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />, {
      routes: { 'POST /api/presentations/11/share-link': { status: 201, body: made } },
    });
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Link name'), 'For the Smiths');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await waitFor(() => expect(switchOf('Watermark')).toBeEnabled());
    expect(screen.queryByRole('slider')).toBeNull();
    await user.click(switchOf('Watermark'));
    const slider = screen.getByRole('slider', { name: 'Watermark opacity' });
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('25%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('link', { name: 'Download PNG' });
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ watermark: true, watermark_opacity: 25 });
  });

  it('offers the made link’s QR code as PNG and SVG downloads', async () => {
    const made = buildShareLink({ id: 31 });
    const { user } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />, {
      routes: { 'POST /api/presentations/11/share-link': { status: 201, body: made } },
    });
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Link name'), 'Open house');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const png = await screen.findByRole('link', { name: 'Download PNG' });
    expect(png).toHaveAttribute('href', '/api/presentations/11/share-links/31/qr-code?format=png');
    expect(png).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Download SVG' })).toHaveAttribute(
      'href',
      '/api/presentations/11/share-links/31/qr-code?format=svg',
    );
  });

  it('locks the watermark for a free user with the upgrade hint', async () => {
    const { user } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />, {
      user: buildUser({ role: 'free_agent', is_trial_active: false }),
    });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await waitFor(() => expect(switchOf('Watermark')).toBeDisabled());
  });
});
