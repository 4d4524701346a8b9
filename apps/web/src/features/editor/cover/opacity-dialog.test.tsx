import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OpacityDialog } from './opacity-dialog.tsx';

function setup(backgroundOpacity = 0.6) {
  const onChange = vi.fn();
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  render(
    <OpacityDialog
      open
      onOpenChange={onOpenChange}
      onChange={onChange}
      presentation={{ background: '/files/header.jpg', backgroundColor: null, backgroundOpacity }}
    />,
  );
  return { onChange, onOpenChange, user, slider: screen.getByRole('slider', { name: 'Opacity' }) };
}
const previewImage = () => screen.getByTestId('opacity-preview').style.backgroundImage;

describe('the background-opacity dialog', () => {
  it('starts from the current opacity and moves in steps of 0.1 between 0 and 1', async () => {
    const { user, slider } = setup(0.6);
    expect(slider).toHaveAttribute('aria-valuenow', '0.6');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '1');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.7');
    expect(screen.getByText('0.7')).toBeInTheDocument();
    expect(previewImage()).toContain('rgba(0, 0, 0, 0.7), rgba(0, 0, 0, 0.3)');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{Home}');
    expect(previewImage()).toContain('rgba(0, 0, 0, 0), rgba(0, 0, 0, 0)');
  });

  it('resets to the default 0.6 and applies only on Change', async () => {
    const { user, slider, onChange, onOpenChange } = setup(0.2);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(slider).toHaveAttribute('aria-valuenow', '0.6');
    expect(onChange).not.toHaveBeenCalled();
    slider.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(0.3);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leaves the opacity alone on Cancel', async () => {
    const { user, slider, onChange, onOpenChange } = setup();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
