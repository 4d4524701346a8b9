import { describe, expect, it, vi } from 'vitest';
import { buildAsset } from '../../test/editor-factories.ts';
import type { AssetAction } from './asset-queue.ts';
import { createQueueRunner } from './queue-runner.ts';
import type { Asset } from './types.ts';

/** A perform function whose calls wait until the test lets each one finish. */
function controlled() {
  const calls: { action: AssetAction; finish: (asset?: Asset) => void; fail: (e: unknown) => void }[] = [];
  const perform = vi.fn(
    (action: AssetAction) =>
      new Promise<Asset | undefined>((resolve, reject) => {
        calls.push({ action, finish: resolve, fail: reject });
      }),
  );
  return { calls, perform };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the queue runner', () => {
  it('runs one action at a time, in the order made', async () => {
    const { calls, perform } = controlled();
    const runner = createQueueRunner(perform);
    void runner.push({ type: 'EDIT_ASSET', assetId: 1, changes: { title: 'a' } });
    void runner.push({ type: 'DELETE_ASSET', assetId: 2 });
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.action).toEqual({ type: 'DELETE_ASSET', assetId: 2 });
  });

  it('gives the created id to the actions queued behind the creation', async () => {
    const { calls, perform } = controlled();
    const runner = createQueueRunner(perform);
    const added = runner.push({
      type: 'ADD_ASSET',
      tempId: -1,
      source: { kind: 'create', body: { type: 'text' } },
    });
    const edited = runner.push({ type: 'EDIT_ASSET', assetId: -1, changes: { title: 'Hello' } });
    await flush();
    calls[0]!.finish(buildAsset({ id: 31 }));
    await expect(added).resolves.toMatchObject({ id: 31 });
    await flush();
    expect(calls[1]!.action).toEqual({ type: 'EDIT_ASSET', assetId: 31, changes: { title: 'Hello' } });
    expect(runner.realId(-1)).toBe(31);
    calls[1]!.finish(buildAsset({ id: 31, title: 'Hello' }));
    await expect(edited).resolves.toMatchObject({ title: 'Hello' });
  });

  it('rejects the actions about an asset whose creation failed, and goes on with the others', async () => {
    const { calls, perform } = controlled();
    const onIdle = vi.fn();
    const runner = createQueueRunner(perform, onIdle);
    const added = runner.push({
      type: 'ADD_ASSET',
      tempId: -5,
      source: { kind: 'create', body: { type: 'website' } },
    });
    const edited = runner.push({ type: 'EDIT_ASSET', assetId: -5, changes: { title: 'x' } });
    const other = runner.push({ type: 'DELETE_ASSET', assetId: 3 });
    await flush();
    const failure = { website: ['Enter a valid website address.'] };
    calls[0]!.fail(failure);
    await expect(added).rejects.toBe(failure);
    await expect(edited).rejects.toBe(failure);
    await flush();
    expect(calls.map((c) => c.action.type)).toEqual(['ADD_ASSET', 'DELETE_ASSET']);
    calls[1]!.finish();
    await expect(other).resolves.toBeUndefined();
    expect(onIdle).toHaveBeenCalledWith(true);
  });

  it('settles every caller of merged edits when the merged edit has run', async () => {
    const { calls, perform } = controlled();
    const runner = createQueueRunner(perform);
    void runner.push({ type: 'DELETE_ASSET', assetId: 9 });
    const a = runner.push({ type: 'EDIT_ASSET', assetId: 1, changes: { title: 'a' } });
    const b = runner.push({ type: 'EDIT_ASSET', assetId: 1, changes: { title: 'ab' } });
    expect(runner.waitingChanges(1)).toEqual({ title: 'ab' });
    await flush();
    calls[0]!.finish();
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.action).toEqual({ type: 'EDIT_ASSET', assetId: 1, changes: { title: 'ab' } });
    calls[1]!.finish(buildAsset({ id: 1, title: 'ab' }));
    await expect(Promise.all([a, b])).resolves.toHaveLength(2);
  });
});
