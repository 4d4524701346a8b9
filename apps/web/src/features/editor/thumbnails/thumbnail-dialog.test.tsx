import { THUMBNAIL_TEXTS } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAssetWire } from '../../../test/editor-factories.ts';
import { acceptPicture, stubPictures } from '../../picture-editor/picture-editor.test-utils.ts';
import { openEditor } from '../editor.test-utils.ts';

const pages = ['/files/t0.jpg', '/files/t1.jpg', '/files/t2.jpg'];
const brochure = buildAssetWire({
  id: 1,
  type: 'file',
  title: 'Brochure',
  filename: 'brochure.pdf',
  number_of_pages: 3,
  page_thumbnails: pages,
  converted_files: pages,
  thumbnail: pages[0]!,
  original_thumbnail: pages[0]!,
  job_status: 'done',
});
const later = '2026-03-01T11:00:00.000Z';

async function openThumbnailDialog(user: { click(element: Element): Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: /More actions for/ }, { timeout: 30_000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Change thumbnail' }));
  return screen.findByRole('dialog', { name: 'Change thumbnail' });
}

// The editor's first load is slow on a busy machine: each test gets a minute.
describe('the thumbnail dialog', { timeout: 60_000 }, () => {
  it('makes a page the thumbnail, shown in the asset list, then goes back to the original', async () => {
    const { api, app } = openEditor(
      { assets: [brochure] },
      {
        'PATCH /api/presentations/12/assets/1': ({ body }) => ({
          body: (body as { selected_thumbnail?: number }).selected_thumbnail
            ? buildAssetWire({
                ...brochure,
                thumbnail: pages[1]!,
                thumbnail_is_original: false,
                selected_thumbnail: 1,
                thumbnail_meta: { source: 'page', picture: null, crop: null },
                updated_at: later,
              })
            : { ...brochure, updated_at: '2026-03-01T12:00:00.000Z' },
        }),
      },
    );
    const dialog = await openThumbnailDialog(app.user);
    expect(within(dialog).getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute('src', pages[0]);
    expect(within(dialog).queryByRole('button', { name: 'Back to original' })).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText(THUMBNAIL_TEXTS.applied)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/presentations/12/assets/1')).toEqual({ selected_thumbnail: 1 });
    expect(within(dialog).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute('src', pages[1]);
    const card = screen.getAllByTestId('asset-card')[0]!;
    expect(card.querySelector('img')).toHaveAttribute('src', pages[1]);

    await app.user.click(within(dialog).getByRole('button', { name: 'Back to original' }));
    expect(await screen.findByText(THUMBNAIL_TEXTS.restored)).toBeInTheDocument();
    const patches = api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    expect(patches).toEqual([{ selected_thumbnail: 1 }, { thumbnail_is_original: true }]);
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', pages[0]));
  });

  it('uploads a picture cut in the picture editor, as multipart with the picture, its cut and the crop', async () => {
    stubPictures();
    const { api, app } = openEditor(
      { assets: [brochure] },
      {
        'PATCH /api/presentations/12/assets/1': {
          body: buildAssetWire({
            ...brochure,
            thumbnail: '/files/asset-thumbnails/cut.png',
            thumbnail_is_original: false,
            updated_at: later,
          }),
        },
      },
    );
    const dialog = await openThumbnailDialog(app.user);
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'porch.png', { type: 'image/png' });
    await app.user.upload(within(dialog).getByLabelText('Upload a picture'), picture);
    await acceptPicture(app.user, 'thumbnail');
    expect(await screen.findByText(THUMBNAIL_TEXTS.applied)).toBeInTheDocument();
    const sent = api.bodyOf('PATCH /api/presentations/12/assets/1') as FormData;
    expect((sent.get('thumbnail') as File).name).toBe('porch.png');
    expect((sent.get('thumbnail_cropped') as File).name).toBe('avatar.png');
    expect(JSON.parse(sent.get('thumbnail_meta') as string)).toMatchObject({ zoom: 1.4 });
    const card = screen.getAllByTestId('asset-card')[0]!;
    await waitFor(() =>
      expect(card.querySelector('img')).toHaveAttribute('src', '/files/asset-thumbnails/cut.png'),
    );
  });

  it('asks for a website’s screenshot and shows that it is being taken', async () => {
    const villa = buildAssetWire({
      id: 1,
      type: 'link',
      title: 'Villa',
      website: 'https://villa.example/',
      thumbnail: null,
    });
    const { api, app } = openEditor(
      { assets: [villa] },
      {
        'PATCH /api/presentations/12/assets/1': {
          body: buildAssetWire({
            ...villa,
            is_using_screenshot: true,
            job_thumbnail_status: 'queued',
            updated_at: later,
          }),
        },
      },
    );
    const dialog = await openThumbnailDialog(app.user);
    expect(within(dialog).getByText('No thumbnail yet')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Choose a page' })).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Use a screenshot of the website' }));
    expect(await within(dialog).findByText('Taking a screenshot of the website…')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Taking a screenshot' })).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/presentations/12/assets/1')).toEqual({ is_using_screenshot: true });
  });
});
