import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPatchBuffer } from './patch-buffer.ts';

type Fields = { title: string; titleIsHidden: boolean; openingMsg: string };

describe('the autosave buffer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the edits made during a pause together, later values winning', async () => {
    const send = vi.fn(async () => undefined);
    const buffer = createPatchBuffer<Fields>(send, 700);
    buffer.set({ title: 'O' });
    await vi.advanceTimersByTimeAsync(300);
    buffer.set({ title: 'Ocean', titleIsHidden: true });
    await vi.advanceTimersByTimeAsync(699);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledExactlyOnceWith({ title: 'Ocean', titleIsHidden: true });
  });

  it('sends on flush without waiting, and one save at a time in the order made', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const send = vi.fn(async (changes: Partial<Fields>) => {
      order.push(`start ${changes.title}`);
      if (changes.title === 'A') await new Promise<void>((resolve) => (release = resolve));
      order.push(`end ${changes.title}`);
    });
    const buffer = createPatchBuffer<Fields>(send, 700);
    buffer.set({ title: 'A' });
    void buffer.flush();
    buffer.set({ title: 'B' });
    const done = buffer.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start A']);
    release();
    await done;
    expect(order).toEqual(['start A', 'end A', 'start B', 'end B']);
  });

  it('keeps going after a failed save', async () => {
    const send = vi.fn(async (changes: Partial<Fields>) => {
      if (changes.title === 'bad') throw { title: ['No'] };
    });
    const buffer = createPatchBuffer<Fields>(send, 10);
    buffer.set({ title: 'bad' });
    buffer.flush();
    buffer.set({ title: 'good' });
    await buffer.flush();
    expect(send).toHaveBeenLastCalledWith({ title: 'good' });
  });

  it('tells when edits start waiting and when the save that carries them has finished', async () => {
    const calls: string[] = [];
    const send = vi.fn(async (changes: Partial<Fields>) => {
      calls.push(`send ${changes.title}`);
    });
    const buffer = createPatchBuffer<Fields>(send, 700, (waiting) => calls.push(`waiting ${waiting}`));
    buffer.set({ title: 'O' });
    buffer.set({ title: 'Ocean' });
    expect(calls).toEqual(['waiting true']);
    await vi.advanceTimersByTimeAsync(700);
    expect(calls).toEqual(['waiting true', 'send Ocean', 'waiting false']);
    await buffer.flush();
    expect(calls).toHaveLength(3);
  });
});
