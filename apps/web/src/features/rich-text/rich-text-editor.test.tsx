import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../test/prosemirror-dom.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

function setup(value = '<p>Hello</p>', maxLength?: number) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<RichTextEditor label="Opening message" value={value} onChange={onChange} maxLength={maxLength} />);
  const box = screen.getByRole('textbox', { name: 'Opening message' });
  return { onChange, user, box };
}

/** Selects the whole text the way a user does (Ctrl+A in the editor). */
async function selectAll(user: ReturnType<typeof userEvent.setup>, box: HTMLElement) {
  box.focus();
  await user.keyboard('{Control>}a{/Control}');
}

describe('the rich-text editor', () => {
  it('offers the toolbar of spec §2 with the spec’s fonts and sizes', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Opening message formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Bulleted list',
      'Align left',
      'Align centre',
      'Align right',
    ])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed');
    for (const name of ['Link', 'Emoji', 'Text colour'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const fonts = [...screen.getByRole('combobox', { name: 'Font' }).querySelectorAll('option')].map(
      (o) => o.text,
    );
    expect(fonts).toEqual([
      'Font',
      'Arial',
      'Barlow',
      'Comic Neue',
      'Georgia',
      'Josefin Sans',
      'Lato',
      'Lora',
      'Montserrat',
      'Noto Sans',
      'Inter',
      'Oxygen',
      'Playfair Display',
      'Roboto',
      'Roboto Mono',
      'Sackers Gothic',
      'Tahoma',
      'Verdana',
    ]);
    const sizes = [...screen.getByRole('combobox', { name: 'Font size' }).querySelectorAll('option')].map(
      (o) => o.text,
    );
    expect(sizes).toEqual(['Size', '8', '9', '10', '11', '12', '14', '16', '18', '20', '24', '30', '36']);
    expect(toolbar).toBeInTheDocument();
    expect(screen.queryByText(/double-check AI suggestions/)).not.toBeInTheDocument();
  });

  it('formats the selection and reports HTML the server keeps', async () => {
    const { onChange, user, box } = setup();
    await selectAll(user, box);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Align centre' }));
    expect(onChange).toHaveBeenLastCalledWith('<p style="text-align: center;"><strong>Hello</strong></p>');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), '18');
    expect(onChange.mock.lastCall?.[0]).toContain('font-size: 18px');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Georgia');
    expect(onChange.mock.lastCall?.[0]).toContain('font-family: Georgia, serif');
  });

  it('colours text and links it', async () => {
    const { onChange, user, box } = setup();
    await selectAll(user, box);
    await user.click(screen.getByRole('button', { name: 'Text colour' }));
    await user.click(screen.getByRole('button', { name: 'Pink' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><span style="color: rgb(232, 47, 114);">Hello</span></p>');
    await selectAll(user, box);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link address'), 'example.com{Enter}');
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('href="http://example.com"'));
  });

  it('inserts an emoji from the small picker', async () => {
    const { onChange, user, box } = setup();
    box.focus();
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    await user.click(screen.getByRole('button', { name: 'thumbs up' }));
    expect(onChange.mock.lastCall?.[0]).toContain('👍');
  });

  it('strips the styles of pasted HTML', () => {
    const { onChange, box } = setup('');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    const html = '<p style="color: red; font-size: 40px" class="x">Pasted <strong>text</strong></p>';
    Object.assign(paste, {
      clipboardData: {
        types: ['text/html', 'text/plain'],
        getData: (t: string) => (t === 'text/html' ? html : 'Pasted text'),
      },
    });
    fireEvent(box, paste);
    expect(onChange).toHaveBeenLastCalledWith('<p>Pasted <strong>text</strong></p>');
  });

  it('shows how much of the limit is used', () => {
    setup('<p>Hello</p>', 100);
    expect(screen.getByText('5 / 100')).toBeInTheDocument();
  });
});
