import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { READY_TOAST_MS, readyToastId, showReadyToast } from './ready-toast.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the file-finished toast (spec §9)', () => {
  it('does not close by itself, and is dismissed after 100000 ms', () => {
    const success = vi.spyOn(notify, 'success').mockReturnValue('id');
    const dismiss = vi.spyOn(notify, 'dismiss').mockReturnValue(undefined);
    const closed = vi.fn();
    showReadyToast({ documentId: 4, title: 'Brochure' }, closed);
    expect(success).toHaveBeenCalledWith(
      'Your file is ready.',
      expect.objectContaining({ id: readyToastId(4), duration: Number.POSITIVE_INFINITY }),
    );
    vi.advanceTimersByTime(READY_TOAST_MS - 1);
    expect(closed).not.toHaveBeenCalled();
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismiss).toHaveBeenCalledWith(readyToastId(4));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('counts as acknowledged once, whether closed by hand or by the timer', () => {
    const success = vi.spyOn(notify, 'success').mockReturnValue('id');
    vi.spyOn(notify, 'dismiss').mockReturnValue(undefined);
    const closed = vi.fn();
    showReadyToast({ documentId: 5, title: 'Plans' }, closed);
    const options = success.mock.calls[0]?.[1] as { onDismiss: () => void };
    options.onDismiss();
    vi.advanceTimersByTime(READY_TOAST_MS);
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
