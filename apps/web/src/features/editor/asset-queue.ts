import type { AssetChanges, AssetCreate } from './types.ts';

/**
 * Where a new asset comes from: a new one of a kind, or a clipboard item pasted at the end. With
 * `keepPlace` (an upload's row) it is created where its row stands when the action runs.
 */
export type AddSource =
  | { kind: 'create'; body: AssetCreate; keepPlace?: boolean }
  | { kind: 'paste'; clipboardId: number };

/**
 * The edit-asset queue of spec §3. Ids may be temporary (negative) while the asset's ADD waits ahead
 * in the queue; they are swapped for the server's id when the action runs. ORDER_ASSETS sends the
 * order the list has when it runs, so it always names exactly the assets the server holds.
 */
export type AssetAction =
  | { type: 'ADD_ASSET'; tempId: number; source: AddSource }
  | { type: 'EDIT_ASSET'; assetId: number; changes: AssetChanges }
  | { type: 'DELETE_ASSET'; assetId: number }
  | { type: 'ORDER_ASSETS' };

export type QueueEntry = { key: number; action: AssetAction };

/** The asset an action is about, if any. */
export const targetOf = (action: AssetAction) =>
  action.type === 'ADD_ASSET' ? action.tempId : action.type === 'ORDER_ASSETS' ? undefined : action.assetId;

/**
 * Appends an action, applied after every action already queued. An edit directly behind a waiting
 * edit of the same asset is merged into it, and a reorder behind a waiting reorder is dropped, so
 * the server sees fewer calls with the same end result. `headStarted` protects the running head.
 * Returns the queue and the key of the entry that will carry this action.
 */
export function enqueue(queue: QueueEntry[], entry: QueueEntry, headStarted: boolean) {
  const tail = queue.at(-1);
  const tailWaits = tail !== undefined && !(headStarted && queue.length === 1);
  const { action } = entry;
  if (tail && tailWaits) {
    if (action.type === 'ORDER_ASSETS' && tail.action.type === 'ORDER_ASSETS')
      return { queue, key: tail.key };
    if (
      action.type === 'EDIT_ASSET' &&
      tail.action.type === 'EDIT_ASSET' &&
      tail.action.assetId === action.assetId
    ) {
      const merged: QueueEntry = {
        key: tail.key,
        action: { ...tail.action, changes: { ...tail.action.changes, ...action.changes } },
      };
      return { queue: [...queue.slice(0, -1), merged], key: tail.key };
    }
  }
  return { queue: [...queue, entry], key: entry.key };
}

/** The action with temporary ids replaced by the server's ids known so far. */
export function resolveIds(action: AssetAction, ids: ReadonlyMap<number, number>): AssetAction {
  if (action.type === 'EDIT_ASSET' || action.type === 'DELETE_ASSET')
    return { ...action, assetId: ids.get(action.assetId) ?? action.assetId };
  return action;
}

/** After an ADD failed: the queued actions about that asset can never run; they are taken out. */
export function dropActionsOf(queue: QueueEntry[], tempId: number) {
  const about = (e: QueueEntry) => e.action.type !== 'ADD_ASSET' && targetOf(e.action) === tempId;
  return { queue: queue.filter((e) => !about(e)), dropped: queue.filter(about) };
}

/** The edits of an asset still waiting in the queue, merged in order (to lay over a server answer). */
export function waitingChanges(queue: QueueEntry[], assetId: number, ids: ReadonlyMap<number, number>) {
  let changes: AssetChanges = {};
  for (const { action } of queue) {
    if (action.type !== 'EDIT_ASSET') continue;
    if ((ids.get(action.assetId) ?? action.assetId) === assetId) changes = { ...changes, ...action.changes };
  }
  return changes;
}
