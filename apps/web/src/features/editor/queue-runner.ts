import {
  type AssetAction,
  dropActionsOf,
  enqueue,
  type QueueEntry,
  resolveIds,
  waitingChanges,
} from './asset-queue.ts';
import type { Asset } from './types.ts';

type Waiter = { resolve: (asset: Asset | undefined) => void; reject: (error: unknown) => void };

/**
 * Runs the edit-asset queue one action at a time, in the order the actions were made. `perform`
 * receives each action with its ids resolved; an ADD resolves to the created asset, whose id then
 * replaces the temporary one in the actions behind it.
 */
export function createQueueRunner(
  perform: (action: AssetAction) => Promise<Asset | undefined>,
  onIdle?: (failed: boolean) => void,
) {
  let queue: QueueEntry[] = [];
  let running = false;
  let failed = false;
  let nextKey = 1;
  const ids = new Map<number, number>();
  const waiters = new Map<number, Waiter[]>();

  const settle = (key: number, outcome: { asset?: Asset; error?: unknown; ok: boolean }) => {
    for (const waiter of waiters.get(key) ?? [])
      outcome.ok ? waiter.resolve(outcome.asset) : waiter.reject(outcome.error);
    waiters.delete(key);
  };

  async function drain() {
    running = true;
    for (let head = queue[0]; head; head = queue[0]) {
      try {
        const asset = await perform(resolveIds(head.action, ids));
        if (head.action.type === 'ADD_ASSET' && asset) ids.set(head.action.tempId, asset.id);
        queue = queue.slice(1);
        settle(head.key, { ok: true, asset });
      } catch (error) {
        failed = true;
        queue = queue.slice(1);
        settle(head.key, { ok: false, error });
        if (head.action.type === 'ADD_ASSET') {
          const { queue: rest, dropped } = dropActionsOf(queue, head.action.tempId);
          queue = rest;
          for (const entry of dropped) settle(entry.key, { ok: false, error });
        }
      }
    }
    running = false;
    onIdle?.(failed);
    failed = false;
  }

  return {
    /** Queues an action; settles when it (or the entry it was merged into) has run. */
    push(action: AssetAction): Promise<Asset | undefined> {
      const result = enqueue(queue, { key: nextKey++, action }, running);
      queue = result.queue;
      const promise = new Promise<Asset | undefined>((resolve, reject) => {
        waiters.set(result.key, [...(waiters.get(result.key) ?? []), { resolve, reject }]);
      });
      if (!running) void drain();
      return promise;
    },
    /** Edits of this asset queued behind the running action, to lay over its server answer. */
    waitingChanges: (assetId: number) => waitingChanges(queue.slice(1), assetId, ids),
    /** The server's id of an asset created through the queue (or the id itself). */
    realId: (id: number) => ids.get(id) ?? id,
    size: () => queue.length,
  };
}

export type QueueRunner = ReturnType<typeof createQueueRunner>;
