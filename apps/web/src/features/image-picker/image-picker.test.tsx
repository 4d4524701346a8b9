import type { FeatureFlags, ImportProviders } from '@folio/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { notify } from '../../lib/notify.ts';
import { removeFacebookSdk, stubFacebookSdk } from '../../test/facebook-sdk.ts';
import { buildFlags, buildProviders, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { ImagePickerDialog, type PickedImage } from './index.tsx';

const NONE: ImportProviders = { dropbox: null, box: null, google_drive: null, unsplash: false };

function setup({
  providers = NONE,
  flags = {},
  logo = null,
  allowDefaultLogo = false,
  routes = {},
}: {
  routes?: Parameters<typeof mockApi>[0];
  providers?: ImportProviders;
  flags?: Partial<FeatureFlags>;
  logo?: string | null;
  allowDefaultLogo?: boolean;
} = {}) {
  const api = mockApi({
    'GET /api/user': { body: buildUser({ logo }) },
    'GET /api/feature-flags': { body: buildFlags(flags) },
    'GET /api/imports/providers': { body: providers },
    'GET /unsplash/search': { body: { page: 1, total_pages: 1, results: [unsplashPhoto] } },
    'GET /unsplash/download/Dwu85P9SOIk': {
      body: {
        key: 'uploads/0123abcd.jpg',
        filename: 'unsplash-Dwu85P9SOIk.jpg',
        size: 42,
        unsplash_author: 'Jane Doe',
        unsplash_author_link: 'https://unsplash.com/@jane?utm_source=folio&utm_medium=referral',
      },
    },
    'GET /api/files/uploads/0123abcd.jpg': { body: { stand_in: 'image bytes' } },
    'GET /api/files/logos/mine.png': { body: { stand_in: 'logo bytes' } },
    ...routes,
  });
  const onPicked = vi.fn<(result: PickedImage) => void>();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImagePickerDialog
        open
        onOpenChange={onOpenChange}
        onPicked={onPicked}
        allowDefaultLogo={allowDefaultLogo}
      />
    </QueryClientProvider>,
  );
  return { api, onPicked, onOpenChange, user: userEvent.setup() };
}

const unsplashPhoto = {
  id: 'Dwu85P9SOIk',
  thumbnail: 'https://images.unsplash.com/photo-1?w=400',
  alt_description: 'porch at dusk',
  author_name: 'Jane Doe',
  author_link: 'https://unsplash.com/@jane?utm_source=folio&utm_medium=referral',
};

const source = (name: string) => screen.findByRole('button', { name });

/** jsdom's File has no text(): read it the old way. */
const textOf = (file: File | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file ?? new Blob());
  });

afterEach(removeFacebookSdk);

describe('the image picker (spec §2)', () => {
  it('offers Upload, Dropbox and Unsplash; providers without keys say Not configured', async () => {
    setup();
    await screen.findByRole('dialog', { name: 'Choose an image' });
    const dropbox = await source('Dropbox');
    await waitFor(() => expect(dropbox).toHaveAccessibleDescription('Not configured'));
    expect(dropbox).toBeDisabled();
    expect(await source('Unsplash')).toHaveAccessibleDescription('Not configured');
    expect(screen.getByLabelText('Upload')).toHaveAttribute('accept', expect.stringContaining('.heic'));
    // drive_button is off by default, no Facebook app is configured, and no default logo was allowed.
    expect(screen.queryByRole('button', { name: /Google Drive/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /default logo/ })).not.toBeInTheDocument();
  });

  it('shows Google Drive with its flag; Facebook only with its flag and a configured Facebook app', async () => {
    setup({
      flags: { drive_button: true, facebook_button: true },
      providers: {
        ...NONE,
        google_drive: { client_id: '1234-abc.apps.googleusercontent.com', api_key: 'k' },
      },
    });
    const drive = await source('Google Drive');
    await waitFor(() => expect(drive).toHaveAccessibleDescription('Choose a file'));
    expect(drive).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('picks a Facebook photo: login asks for the photos, the browser lists them, the server imports one', async () => {
    const sdk = stubFacebookSdk({
      albums: [{ id: '900', name: 'Open house', count: 1 }],
      photos: [{ id: '101', name: 'Porch', album: '900' }],
    });
    const { api, onPicked, user } = setup({
      flags: { facebook_button: true },
      routes: {
        'GET /api/auth/providers': { body: buildProviders({ facebook: true }) },
        'POST /api/imports/facebook': {
          status: 201,
          body: { key: 'uploads/0123abcd.jpg', filename: 'facebook-101.jpg', size: 42 },
        },
      },
    });
    const facebook = await source('Facebook');
    expect(facebook).toHaveAccessibleDescription('Your photos');
    await user.click(facebook);
    expect(sdk.logins).toEqual(['user_photos']);
    const browser = await screen.findByRole('dialog', { name: 'Facebook' });
    await user.click(await within(browser).findByRole('button', { name: /Open house/ }));
    await user.click(await within(browser).findByRole('button', { name: 'Porch' }));
    await waitFor(() => expect(onPicked).toHaveBeenCalled());
    expect(onPicked.mock.calls[0]?.[0]).toMatchObject({ uploadKey: 'uploads/0123abcd.jpg' });
    expect(api.bodyOf('POST /api/imports/facebook')).toEqual({
      photo_id: '101',
      access_token: 'EAAB-photos',
    });
  });

  it('stays on the sources, without a toast, when the Facebook login is closed', async () => {
    stubFacebookSdk({}, { token: '' });
    const error = vi.spyOn(notify, 'error');
    const { user } = setup({
      flags: { facebook_button: true },
      routes: { 'GET /api/auth/providers': { body: buildProviders({ facebook: true }) } },
    });
    await user.click(await source('Facebook'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Facebook' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Choose an image' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('hands over a picture from the device, heic included, and closes', async () => {
    const { onPicked, onOpenChange, user } = setup();
    const file = new File(['x'], 'IMG_0042.HEIC', { type: 'image/heic' });
    await user.upload(await screen.findByLabelText('Upload'), file);
    expect(onPicked).toHaveBeenCalledWith({ file });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('applies the default logo when allowed and the user has one', async () => {
    const { onPicked, user } = setup({ logo: '/api/files/logos/mine.png', allowDefaultLogo: true });
    await user.click(await source('Apply default logo'));
    await waitFor(() => expect(onPicked).toHaveBeenCalled());
    const picked = onPicked.mock.calls[0]?.[0];
    expect(picked?.file?.name).toBe('logo.png');
    expect(await textOf(picked?.file)).toContain('logo bytes');
  });

  it('picks an Unsplash photo: stored by the server, handed over with its credit', async () => {
    const { api, onPicked, user } = setup({ providers: { ...NONE, unsplash: true } });
    const unsplash = await source('Unsplash');
    await waitFor(() => expect(unsplash).toBeEnabled());
    await user.click(unsplash);
    await user.type(await screen.findByRole('searchbox', { name: 'Search photos' }), 'porch');
    await user.click(await screen.findByRole('button', { name: /porch at dusk/ }));
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(onPicked).toHaveBeenCalled());
    const picked = onPicked.mock.calls[0]?.[0];
    expect(picked).toMatchObject({
      uploadKey: 'uploads/0123abcd.jpg',
      unsplashAuthor: 'Jane Doe',
      unsplashAuthorLink: 'https://unsplash.com/@jane?utm_source=folio&utm_medium=referral',
    });
    expect(picked?.file?.name).toBe('unsplash-Dwu85P9SOIk.jpg');
    const download = api.calls.find((c) => c.path === '/unsplash/download/Dwu85P9SOIk');
    expect(download?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('browses a connected Box and imports the chosen picture through the server', async () => {
    const { api, onPicked, user } = setup({
      providers: { ...NONE, box: { client_id: 'box-client' } },
      routes: {
        'GET /api/integrations/storage': {
          body: [{ provider: 'box', account_label: 'ann@box.test', connected_at: '2026-03-02T09:00:00Z' }],
        },
        'GET /api/imports/box/items': ({ url }) =>
          url.searchParams.get('folder_id') === '11'
            ? {
                body: {
                  items: [{ id: '23', type: 'file', name: 'Garden.jpg', size: 9, extension: 'jpg' }],
                  total_count: 1,
                },
              }
            : {
                body: {
                  items: [
                    { id: '11', type: 'folder', name: 'Listings', size: 0, extension: '' },
                    { id: '22', type: 'file', name: 'setup.exe', size: 2, extension: 'exe' },
                  ],
                  total_count: 2,
                },
              },
        'POST /api/imports/box': {
          status: 201,
          body: { key: 'uploads/0123abcd.jpg', filename: 'Garden.jpg', size: 9 },
        },
      },
    });
    const box = await source('Box');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Choose a picture'));
    await user.click(box);
    await user.click(await screen.findByRole('button', { name: 'Listings' }));
    expect(screen.queryByText('setup.exe')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Garden.jpg' }));
    await waitFor(() => expect(onPicked).toHaveBeenCalled());
    expect(onPicked.mock.calls[0]?.[0]).toMatchObject({ uploadKey: 'uploads/0123abcd.jpg' });
    expect(api.bodyOf('POST /api/imports/box')).toEqual({ file_id: '23', filename: 'Garden.jpg' });
  });

  it('offers to connect Box when it is configured but not connected', async () => {
    setup({
      providers: { ...NONE, box: { client_id: 'box-client' } },
      routes: { 'GET /api/integrations/storage': { body: [] } },
    });
    const box = await source('Box');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Connect Box'));
    expect(box).toBeEnabled();
  });
});
