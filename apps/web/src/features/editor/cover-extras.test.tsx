import { MEDIA_TEXTS, PREMIUM_MESSAGES } from '@folio/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPresentationWire } from '../../test/editor-factories.ts';
import { buildUser } from '../../test/factories.ts';
import { acceptPicture, stubPictures } from '../picture-editor/picture-editor.test-utils.ts';
import { openEditor } from './editor.test-utils.ts';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'sky.png', { type: 'image/png' });
const premium = { 'GET /api/user': { body: buildUser({ role: 'premium_agent' }) } };

/** The body of the last PATCH sent. */
const lastPatch = (api: { calls: { method: string; body: unknown }[] }) =>
  api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body;

async function pickerUpload(user: { click(element: Element): Promise<void> }, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  // The picker and the editor load lazily: slow on a busy machine.
  return screen.findByLabelText('Upload', {}, { timeout: 10_000 });
}

describe('cover extras in the editor', () => {
  it('sends the header image with its crop and the crop’s meta, as multipart', async () => {
    stubPictures({ width: 800, height: 600 });
    const { api, app } = openEditor(
      {},
      {
        'PATCH /api/presentations/12': {
          body: buildPresentationWire({
            background: '/files/sky.png',
            background_cropped: '/files/crop.png',
          }),
        },
      },
    );
    await app.user.click(await screen.findByRole('radio', { name: 'Image' }, { timeout: 10_000 }));
    await app.user.upload(await pickerUpload(app.user, 'Upload image'), png());
    await acceptPicture(app.user, 'header image');
    await waitFor(() => expect(api.bodyOf('PATCH /api/presentations/12')).toBeInstanceOf(FormData));
    const sent = api.bodyOf('PATCH /api/presentations/12') as FormData;
    expect((sent.get('background') as File).name).toBe('sky.png');
    expect((sent.get('background_cropped') as File).name).toMatch(/^avatar\./);
    const meta = JSON.parse(sent.get('background_meta') as string);
    expect(meta).toMatchObject({ zoom: 1.4 });
    expect(meta.width).toBeGreaterThan(0);
    expect(meta.width).toBeLessThanOrEqual(100);
    await waitFor(() =>
      expect(screen.getByTestId('header-preview').style.backgroundImage).toContain('/files/crop.png'),
    );
  });

  it('tells the user a blank header image is blank and sends nothing', async () => {
    stubPictures();
    // Every pixel drawn is white.
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, contextId: string) {
      const context = original.call(this, contextId) as unknown as Record<string, unknown>;
      const { width, height } = this;
      return {
        ...context,
        getImageData: () => ({ data: new Uint8ClampedArray(width * height * 4).fill(255) }),
      } as never;
    } as typeof original;
    try {
      const { api, app } = openEditor();
      await app.user.click(await screen.findByRole('radio', { name: 'Image' }, { timeout: 10_000 }));
      await app.user.upload(await pickerUpload(app.user, 'Upload image'), png());
      const dialog = await screen.findByRole('dialog', { name: 'Edit header image' }, { timeout: 10_000 });
      const next = await within(dialog).findByRole('button', { name: 'Next' }, { timeout: 10_000 });
      await waitFor(() => expect(next).toBeEnabled());
      await app.user.click(next);
      expect(await screen.findByText(MEDIA_TEXTS.blankImage)).toBeInTheDocument();
      expect(dialog).toBeInTheDocument();
      expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    } finally {
      HTMLCanvasElement.prototype.getContext = original;
    }
  });

  it('offers the header video to premium users only', async () => {
    openEditor();
    expect(
      await screen.findByText(PREMIUM_MESSAGES.videoHeaders, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Header video file')).not.toBeInTheDocument();
  });

  it('takes another site’s video by its https address, and removes it', async () => {
    const { api, app } = openEditor(
      {},
      {
        ...premium,
        'PATCH /api/presentations/12': ({ body }) => ({
          body: buildPresentationWire(body as Record<string, never>),
        }),
      },
    );
    const address = await screen.findByLabelText('Or a video address', {}, { timeout: 10_000 });
    await app.user.type(address, 'http://cdn.example.com/tour.mp4');
    await app.user.click(screen.getByRole('button', { name: 'Use video' }));
    expect(await screen.findByText(MEDIA_TEXTS.invalidVideoUrl)).toBeInTheDocument();
    await app.user.clear(address);
    await app.user.type(address, 'https://cdn.example.com/tour.mp4');
    await app.user.click(screen.getByRole('button', { name: 'Use video' }));
    await waitFor(() =>
      expect(lastPatch(api)).toEqual({
        background_video_url: 'https://cdn.example.com/tour.mp4',
      }),
    );
    expect(await screen.findByTestId('header-video-preview')).toHaveAttribute(
      'src',
      'https://cdn.example.com/tour.mp4',
    );
    await app.user.click(screen.getByRole('button', { name: 'Remove video' }));
    await waitFor(() => expect(lastPatch(api)).toEqual({ background_video_url: null }));
  });

  it('refuses a video file over 100 MB before sending it, naming the spec’s limit', async () => {
    const { api } = openEditor({}, premium);
    const input = await screen.findByLabelText('Header video file', {}, { timeout: 10_000 });
    const big = new File(['x'], 'tour.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 104_857_601 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Video files must be less than 100MB')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('saves the layout, the category and the picture’s position', async () => {
    const { api, app } = openEditor(
      { picture: '/files/face.png' },
      {
        'PATCH /api/presentations/12': ({ body }) => ({
          body: buildPresentationWire({ picture: '/files/face.png', ...(body as Record<string, never>) }),
        }),
      },
    );
    await app.user.click(await screen.findByRole('radio', { name: 'Centered' }, { timeout: 10_000 }));
    await waitFor(() => expect(lastPatch(api)).toEqual({ style: 'centered' }));
    await app.user.click(screen.getByRole('radio', { name: 'Right' }));
    await waitFor(() => expect(lastPatch(api)).toEqual({ picture_position: 'right' }));
    await app.user.type(screen.getByLabelText('Category'), 'Lofts');
    await waitFor(() => expect(lastPatch(api)).toEqual({ category: 'Lofts' }), {
      timeout: 3000,
    });
    await app.user.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(lastPatch(api)).toEqual({ picture: null }));
  });
});
