import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalAlert } from '../lib/alerts.ts';
import { ModalAlertHost } from './modal-alert-host.tsx';

describe('modal alert (spec accounts §3)', () => {
  afterEach(() => {
    act(() => useModalAlert.getState().close());
    vi.useRealTimers();
  });

  it('shows its message with its button, which closes it and runs onClick', async () => {
    const onClick = vi.fn();
    render(<ModalAlertHost />);
    act(() =>
      useModalAlert.getState().open({ title: 'Heads up', message: 'Your link was copied.', onClick }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Heads up' });
    expect(dialog).toHaveAccessibleDescription('Your link was copied.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('runs its success action from the success button, not the other one', async () => {
    const onClick = vi.fn();
    const onSuccessClick = vi.fn();
    render(<ModalAlertHost />);
    act(() =>
      useModalAlert.getState().open({
        title: 'Delete this folder?',
        message: 'Its presentations stay in My Presentations.',
        buttonLabel: 'Cancel',
        successLabel: 'Delete',
        onClick,
        onSuccessClick,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onSuccessClick).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes by itself after its timer, and only with one', async () => {
    render(<ModalAlertHost />);
    act(() => useModalAlert.getState().open({ title: 'Saved', message: 'changes saved', timer: 2000 }));
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    vi.useFakeTimers();
    act(() => useModalAlert.getState().open({ title: 'Saved', message: 'changes saved', timer: 2000 }));
    act(() => vi.advanceTimersByTime(2000));
    expect(useModalAlert.getState().alert).toBeNull();
  });
});
