import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { notify } from '../../lib/notify.ts';
import { removeFacebookSdk, stubFacebookSdk } from '../../test/facebook-sdk.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { FACEBOOK_PAGE_SIZE } from './facebook-photos.ts';
import { FacebookPhotosDialog } from './facebook-photos-dialog.tsx';
import type { PickedImage } from './types.ts';

const app = { appId: '1234', sdkUrl: '/test/sdk.js', version: 'v3.2' };
const imported = { key: 'uploads/fb1.jpg', filename: 'facebook-101.jpg', size: 42 };

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/imports/facebook': { status: 201, body: imported },
    'GET /api/files/uploads/fb1.jpg': { body: { stand_in: 'photo bytes' } },
    ...routes,
  });
  const onPicked = vi.fn<(result: PickedImage) => void>();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FacebookPhotosDialog
        open
        onOpenChange={onOpenChange}
        app={app}
        accessToken="EAAB-photos"
        onPicked={onPicked}
      />
    </QueryClientProvider>,
  );
  return { api, onPicked, onOpenChange, user: userEvent.setup() };
}

const photos = (count: number, album?: string) =>
  Array.from({ length: count }, (_, i) => ({ id: String(101 + i), name: `Listing ${i + 1}`, album }));

afterEach(removeFacebookSdk);

describe('the Facebook photo browser', () => {
  it('lists the albums after Your photos, and an album’s photos in a grid', async () => {
    const sdk = stubFacebookSdk({
      albums: [{ id: '900', name: 'Open house', count: 2 }],
      photos: [...photos(2, '900'), { id: '300', name: 'Office' }],
    });
    const { user } = setup();
    expect(await screen.findByRole('status', { name: 'Loading your Facebook albums' })).toBeInTheDocument();
    const album = await screen.findByRole('button', { name: /Open house/ });
    expect(album).toHaveTextContent('2 photos');
    expect(screen.getAllByRole('button').map((b) => b.textContent)[0]).toBe('Your photos');
    await user.click(album);
    const grid = await screen.findByRole('list', { name: 'Open house' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Listing 1', 'Listing 2']);
    // The grid shows a small size of each photo, not the original.
    expect(grid.querySelector('img')?.getAttribute('src')).toBe('https://scontent.xx.fbcdn.net/101_n.jpg');
    expect(sdk.graphCalls.map((c) => c.path)).toEqual(['/me/albums', '/900/photos']);
    expect(sdk.graphCalls[1]?.params).toMatchObject({
      fields: 'id,name,images',
      access_token: 'EAAB-photos',
    });
    // Back to the albums through the breadcrumb.
    await user.click(screen.getByRole('button', { name: 'Albums' }));
    expect(await screen.findByRole('button', { name: /Open house/ })).toBeInTheDocument();
  });

  it('pages through the user’s photos with Load more photos', async () => {
    const sdk = stubFacebookSdk({ photos: photos(FACEBOOK_PAGE_SIZE + 3) });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Your photos/ }));
    const grid = await screen.findByRole('list', { name: 'Your photos' });
    expect(within(grid).getAllByRole('button')).toHaveLength(FACEBOOK_PAGE_SIZE);
    expect(sdk.graphCalls[1]?.params).toMatchObject({ type: 'uploaded', limit: String(FACEBOOK_PAGE_SIZE) });
    await user.click(screen.getByRole('button', { name: 'Load more photos' }));
    await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(FACEBOOK_PAGE_SIZE + 3));
    expect(sdk.graphCalls[2]?.params.after).toBe(String(FACEBOOK_PAGE_SIZE));
    expect(screen.queryByRole('button', { name: 'Load more photos' })).not.toBeInTheDocument();
  });

  it('imports the chosen photo through the server and hands it over, from the keyboard too', async () => {
    stubFacebookSdk({ photos: photos(2) });
    const { api, onPicked, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Your photos/ }));
    const second = await screen.findByRole('button', { name: 'Listing 2' });
    second.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onPicked).toHaveBeenCalled());
    expect(api.bodyOf('POST /api/imports/facebook')).toEqual({
      photo_id: '102',
      access_token: 'EAAB-photos',
    });
    expect(onPicked.mock.calls[0]?.[0]).toMatchObject({ uploadKey: 'uploads/fb1.jpg' });
    expect(onPicked.mock.calls[0]?.[0].file?.name).toBe('facebook-101.jpg');
  });

  it('says so when there are no photos, and shows Graph’s error with Try again', async () => {
    stubFacebookSdk({ albums: [] });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Your photos/ }));
    expect(await screen.findByText('No photos here.')).toBeInTheDocument();

    removeFacebookSdk();
    stubFacebookSdk({}, { fail: 'Error validating access token: Session has expired.' });
    await user.click(screen.getByRole('button', { name: 'Albums' }));
    // The albums were not kept after their list left the screen: asked again, and refused.
    expect(await screen.findByRole('alert')).toHaveTextContent('Session has expired.');
    removeFacebookSdk();
    stubFacebookSdk({ albums: [{ id: '900', name: 'Open house' }] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Open house/ })).toBeInTheDocument();
  });

  it('keeps the browser open with a toast when the import fails', async () => {
    stubFacebookSdk({ photos: photos(1) });
    const error = vi.spyOn(notify, 'error');
    const { onPicked, user } = setup({
      'POST /api/imports/facebook': { status: 400, body: { detail: 'Invalid OAuth access token.' } },
    });
    await user.click(await screen.findByRole('button', { name: /Your photos/ }));
    await user.click(await screen.findByRole('button', { name: 'Listing 1' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid OAuth access token.'));
    expect(onPicked).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listing 1' })).toBeEnabled();
  });
});
