import { describe, expect, it } from 'vitest';
import {
  type AssetAction,
  dropActionsOf,
  enqueue,
  type QueueEntry,
  resolveIds,
  waitingChanges,
} from './asset-queue.ts';

const edit = (assetId: number, changes: object): AssetAction => ({ type: 'EDIT_ASSET', assetId, changes });
const entry = (key: number, action: AssetAction): QueueEntry => ({ key, action });

describe('the edit-asset queue', () => {
  it('keeps actions in the order they were made', () => {
    let queue: QueueEntry[] = [];
    const actions: AssetAction[] = [
      { type: 'ADD_ASSET', tempId: -1, source: { kind: 'create', body: { type: 'text' } } },
      edit(4, { title: 'A' }),
      { type: 'DELETE_ASSET', assetId: 5 },
    ];
    actions.forEach((action, i) => {
      queue = enqueue(queue, entry(i + 1, action), false).queue;
    });
    expect(queue.map((e) => e.action.type)).toEqual(['ADD_ASSET', 'EDIT_ASSET', 'DELETE_ASSET']);
  });

  it('merges an edit into the waiting edit of the same asset just ahead, later values winning', () => {
    const first = enqueue([], entry(1, edit(4, { title: 'A', isHidden: true })), false);
    const second = enqueue(first.queue, entry(2, edit(4, { title: 'AB' })), false);
    expect(second.key).toBe(1);
    expect(second.queue).toEqual([entry(1, edit(4, { title: 'AB', isHidden: true }))]);
  });

  it('never merges into the action that is already running', () => {
    const running = [entry(1, edit(4, { title: 'A' }))];
    const next = enqueue(running, entry(2, edit(4, { title: 'AB' })), true);
    expect(next.key).toBe(2);
    expect(next.queue).toHaveLength(2);
  });

  it('does not merge edits across another action', () => {
    let queue = enqueue([], entry(1, edit(4, { title: 'A' })), false).queue;
    queue = enqueue(queue, entry(2, { type: 'DELETE_ASSET', assetId: 9 }), false).queue;
    const next = enqueue(queue, entry(3, edit(4, { title: 'AB' })), false);
    expect(next.queue.map((e) => e.key)).toEqual([1, 2, 3]);
  });

  it('keeps one waiting reorder: the order is read when it runs', () => {
    const first = enqueue([], entry(1, { type: 'ORDER_ASSETS' }), false);
    const second = enqueue(first.queue, entry(2, { type: 'ORDER_ASSETS' }), false);
    expect(second).toEqual({ queue: first.queue, key: 1 });
  });

  it('swaps temporary ids for the ids the server gave', () => {
    const ids = new Map([[-3, 42]]);
    expect(resolveIds(edit(-3, { title: 'x' }), ids)).toEqual(edit(42, { title: 'x' }));
    expect(resolveIds({ type: 'DELETE_ASSET', assetId: 7 }, ids)).toEqual({
      type: 'DELETE_ASSET',
      assetId: 7,
    });
  });

  it('drops the actions about an asset whose creation failed', () => {
    const queue = [
      entry(1, edit(-2, { title: 'x' })),
      entry(2, edit(8, {})),
      entry(3, { type: 'DELETE_ASSET', assetId: -2 }),
    ];
    const { queue: rest, dropped } = dropActionsOf(queue, -2);
    expect(rest.map((e) => e.key)).toEqual([2]);
    expect(dropped.map((e) => e.key)).toEqual([1, 3]);
  });

  it('collects the edits still waiting for an asset, whatever id they were queued under', () => {
    const queue = [
      entry(1, edit(-2, { title: 'a' })),
      entry(2, edit(9, { title: 'z' })),
      entry(3, edit(42, { isHidden: true })),
    ];
    expect(waitingChanges(queue, 42, new Map([[-2, 42]]))).toEqual({ title: 'a', isHidden: true });
  });
});
