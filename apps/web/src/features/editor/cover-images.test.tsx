import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPresentationWire } from '../../test/editor-factories.ts';
import { buildUser } from '../../test/factories.ts';
import { acceptPicture, stubPictures } from '../picture-editor/picture-editor.test-utils.ts';
import { openEditor } from './editor.test-utils.ts';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

/** Opens the image picker from the cover field's button and returns its Upload input. */
async function pickerUpload(user: { click(element: Element): Promise<void> }, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByLabelText('Upload');
}

describe('cover images', () => {
  it('uploads a logo as multipart once it is edited and offers to make it the default logo', async () => {
    stubPictures();
    const { api, app } = openEditor(
      {},
      {
        'PATCH /api/presentations/12': { body: buildPresentationWire({ logo: '/files/logo.png' }) },
        'PATCH /api/user': { body: buildUser({ logo: '/files/user-logo.png' }) },
      },
    );
    await app.user.upload(await pickerUpload(app.user, 'Upload logo'), png());
    expect(await screen.findByRole('radio', { name: '3 : 2' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await acceptPicture(app.user, 'logo');
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      '/files/logo.png',
    );
    const sent = api.bodyOf('PATCH /api/presentations/12');
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('logo') as File).name).toBe('avatar.png');
    expect(
      await screen.findByText(
        'Your logo was uploaded successfully. Would you like to set this as your default logo?',
      ),
    ).toBeInTheDocument();
    // A plain click: sonner's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect((api.bodyOf('PATCH /api/user') as FormData).get('logo')).toBeInstanceOf(File));
  });

  it('refuses a file that is not a jpg, png, bmp or webp image before sending it', async () => {
    const { api, app } = openEditor();
    const input = await pickerUpload(app.user, 'Upload logo');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(
      await screen.findByText('Upload a valid image. Accepted formats: jpg, jpeg, png, bmp, webp.'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('shows the server’s refusal of an image', async () => {
    stubPictures();
    const { app } = openEditor(
      {},
      {
        'PATCH /api/presentations/12': {
          status: 400,
          body: { background: ['Upload a valid image. Accepted formats: jpg, jpeg, png, bmp.'] },
        },
      },
    );
    await app.user.click(await screen.findByRole('radio', { name: 'Image' }));
    await app.user.upload(await pickerUpload(app.user, 'Upload image'), png());
    await acceptPicture(app.user, 'header image');
    expect(
      await screen.findByText('Upload a valid image. Accepted formats: jpg, jpeg, png, bmp.'),
    ).toBeInTheDocument();
  });

  it('replaces the header image with a chosen colour', async () => {
    const { api, app } = openEditor(
      { background: '/files/bg.jpg' },
      { 'PATCH /api/presentations/12': { body: buildPresentationWire({ background_color: '#1f7a4d' }) } },
    );
    await app.user.click(await screen.findByRole('radio', { name: 'Colour' }));
    expect(screen.getByText('Choosing a colour replaces the header image.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Header colour'), { target: { value: '#1f7a4d' } });
    await waitFor(
      () =>
        expect(api.bodyOf('PATCH /api/presentations/12')).toEqual({
          background_color: '#1f7a4d',
          background: null,
        }),
      { timeout: 3000 },
    );
    expect(screen.getByTestId('header-preview')).toHaveStyle({ backgroundColor: '#1f7a4d' });
  });
});
