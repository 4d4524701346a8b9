import { EMAIL_PREVIEW_SLOT } from '@folio/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { PictureEditorDialog } from './index.tsx';
import { stubPictures } from './picture-editor.test-utils.ts';

const PREVIEW_PATH = '/api/users/me/branding/email-preview';
/** The preview the dialog asked the server for. */
const previewUrl = (api: ReturnType<typeof mockApi>) => String(api.fetchMock.mock.calls[0]?.[0]);
const PAN_TEXT = 'Click and hold to move the image inside the square';

function open({
  type = 'image/png',
  name = 'logo.png',
  label = 'logo',
  squareOnly = false,
}: {
  type?: string;
  name?: string;
  label?: string;
  squareOnly?: boolean;
} = {}) {
  const onFinish = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  const file = new File([new Uint8Array([1, 2, 3])], name, { type });
  render(
    <PictureEditorDialog
      file={file}
      label={label}
      squareOnly={squareOnly}
      onFinish={onFinish}
      onCancel={onCancel}
    />,
  );
  return { onFinish, onCancel, user };
}

/** Step 1 once the image has decoded and the frame is in place. */
async function adjustStep() {
  const next = await screen.findByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).toBeEnabled());
  return next;
}

const slider = () => screen.getByRole('slider', { name: 'Zoom' });
const picture = () => document.querySelector<HTMLImageElement>('.reactEasyCrop_Image');

describe('the picture editor (spec §2 Edit picture dialog, §4, §9)', () => {
  it("opens on 'Adjust {label}' in a dialog titled 'Edit {label}': square, zoom 1.4 from 0.1 to 2.5, centred", async () => {
    stubPictures();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Edit logo' });
    await adjustStep();
    expect(within(dialog).getByRole('heading', { name: 'Adjust logo' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 : 1' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 : 2' })).not.toBeChecked();
    expect(slider()).toHaveAttribute('aria-valuemin', '0.1');
    expect(slider()).toHaveAttribute('aria-valuemax', '2.5');
    expect(slider()).toHaveAttribute('aria-valuenow', '1.4');
    expect(screen.getByText('1.40×')).toBeInTheDocument();
    expect(picture()?.style.transform).toBe('translate(0px, 0px) rotate(0deg) scale(1.4)');
    expect(screen.getByRole('group', { name: 'Position of the logo' })).toHaveStyle({
      width: '216px',
      height: '216px',
    });
  });

  it("keeps the 'Pan image' overlay until it is clicked, then hands the keys to the image", async () => {
    stubPictures();
    const { user } = open();
    await adjustStep();
    const overlay = screen.getByRole('button', { name: `Pan image ${PAN_TEXT}` });
    await user.click(screen.getByRole('radio', { name: '1 : 1' }));
    expect(screen.getByText(PAN_TEXT)).toBeInTheDocument();
    await user.click(overlay);
    expect(screen.queryByText(PAN_TEXT)).not.toBeInTheDocument();
    const frame = screen.getByRole('group', { name: 'Position of the logo' });
    expect(frame).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(picture()?.style.transform).toBe('translate(8px, 8px) rotate(0deg) scale(1.4)');
  });

  it('drops the overlay when the zoom changes, in steps of 0.01', async () => {
    stubPictures();
    const { user } = open();
    await adjustStep();
    slider().focus();
    await user.keyboard('{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '1.41');
    expect(screen.queryByText(PAN_TEXT)).not.toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(slider()).toHaveAttribute('aria-valuenow', '0.1');
  });

  it("drops the overlay when the ratio changes; '3 : 2' is the 232 by 152 frame", async () => {
    stubPictures();
    const { user } = open();
    await adjustStep();
    await user.click(screen.getByRole('radio', { name: '3 : 2' }));
    expect(screen.queryByText(PAN_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Position of the logo' })).toHaveStyle({
      width: '232px',
      height: '152px',
    });
  });

  it("offers no '3 : 2' when only squared pictures are allowed", async () => {
    stubPictures();
    open({ label: 'picture', squareOnly: true, type: 'image/jpeg', name: 'me.jpg' });
    await adjustStep();
    expect(screen.getByRole('dialog', { name: 'Edit picture' })).toBeInTheDocument();
    expect(screen.queryByText('3 : 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Ratio' })).not.toBeInTheDocument();
  });

  it('renders the crop on Next, previews it in an e-mail, goes Back, and Finish returns avatar.png', async () => {
    const api = mockApi({
      [`GET ${PREVIEW_PATH}`]: {
        body: {
          html: `<html><body><img src="${EMAIL_PREVIEW_SLOT}" alt=""><a>View Presentation</a></body></html>`,
        },
      },
    });
    const { drawn, encoded } = stubPictures({ width: 800, height: 600 });
    const { user, onFinish } = open();
    await user.click(await adjustStep());
    expect(await screen.findByRole('heading', { name: 'Preview it' })).toBeInTheDocument();
    // The 216 px frame at zoom 1.4 over the centre of an 800 × 600 image: 154 image pixels a side.
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.canvas).toEqual({ width: 154, height: 154 });
    expect(drawn[0]?.args.slice(1, 5)).toEqual([323, 223, 154, 154]);
    expect(encoded).toEqual([{ type: 'image/png', quality: 0.5 }]);
    // The server's rendering of the share e-mail, the crop in the edited picture's slot.
    const email = screen.getByRole('figure', { name: 'E-mail preview' });
    const frame = await within(email).findByTitle('The e-mail with your logo');
    expect(frame.getAttribute('srcdoc')).toBe(
      '<html><body><img src="blob:picture-2" alt=""><a>View Presentation</a></body></html>',
    );
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(previewUrl(api)).toBe(`${PREVIEW_PATH}?look=logo`);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await adjustStep();
    expect(screen.getByRole('heading', { name: 'Adjust logo' })).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuenow', '1.4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledOnce();
    const [[edited]] = onFinish.mock.calls as [[File]];
    expect([edited.name, edited.type]).toEqual(['avatar.png', 'image/png']);
  });

  it('returns a JPEG as avatar.jpg, previewed as the avatar (a failed preview says so)', async () => {
    const api = mockApi({ [`GET ${PREVIEW_PATH}`]: { status: 500, body: {} } });
    const { encoded } = stubPictures();
    const { user, onFinish } = open({
      label: 'picture',
      squareOnly: true,
      type: 'image/jpeg',
      name: 'me.jpg',
    });
    await user.click(await adjustStep());
    expect(await screen.findByText('The preview could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(encoded).toEqual([{ type: 'image/jpeg', quality: 0.5 }]);
    const [[edited]] = onFinish.mock.calls as [[File]];
    expect(edited.name).toBe('avatar.jpg');
    expect(previewUrl(api)).toBe(`${PREVIEW_PATH}?look=avatar`);
  });

  it('writes a BMP as avatar.png', async () => {
    stubPictures();
    const { user, onFinish } = open({ type: 'image/bmp', name: 'logo.bmp' });
    await user.click(await adjustStep());
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    const [[edited]] = onFinish.mock.calls as [[File]];
    expect(edited.name).toBe('avatar.png');
  });

  it('says so and closes when the file cannot be read as an image', async () => {
    stubPictures({ readable: false });
    const error = vi.spyOn(notify, 'error');
    const { onCancel } = open();
    await waitFor(() => expect(onCancel).toHaveBeenCalledOnce());
    expect(error).toHaveBeenCalledWith('This image could not be read. Please choose another file.');
  });

  it('shows a loading state while the image decodes', async () => {
    stubPictures();
    const decode = vi
      .spyOn(HTMLImageElement.prototype, 'decode')
      .mockReturnValue(new Promise(() => undefined));
    open();
    expect(await screen.findByRole('status', { name: 'Loading image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(decode).toHaveBeenCalled();
  });

  it('cancels with Cancel or Escape', async () => {
    stubPictures();
    const { user, onCancel, onFinish } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onFinish).not.toHaveBeenCalled();
  });
});
