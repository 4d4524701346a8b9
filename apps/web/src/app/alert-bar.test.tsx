import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertBar } from '../lib/alerts.ts';
import { AlertBar } from './alert-bar.tsx';

describe('global alert bar', () => {
  afterEach(() => vi.useRealTimers());

  it('closes by itself after its timer (the profile alerts run 2 s)', () => {
    vi.useFakeTimers();
    render(<AlertBar placement="flow" />);
    act(() => useAlertBar.getState().show({ message: 'changes saved', tone: 'success', timer: 2000 }));
    expect(screen.getByRole('status')).toHaveTextContent('changes saved');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('changes saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('changes saved')).not.toBeInTheDocument();
  });

  it('closes after the default 5000 ms when it has no timer of its own', () => {
    vi.useFakeTimers();
    render(<AlertBar placement="flow" />);
    act(() => useAlertBar.getState().show({ message: 'Password changed', tone: 'success' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Password changed');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Password changed')).not.toBeInTheDocument();
  });

  it('stays until closed with a null timer, and sits where it was asked to', async () => {
    render(
      <>
        <AlertBar placement="flow" />
        <AlertBar placement="bottom" />
      </>,
    );
    act(() =>
      useAlertBar.getState().show({ message: 'Heads up', tone: 'error', placement: 'bottom', timer: null }),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });
});
