import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assetCalls, clipboardCalls, editorKeys } from './api.ts';
import {
  applyAssetResult,
  markDeleting,
  moveAsset,
  patchAsset,
  placeholderAsset,
  positionList,
  removeAsset,
  replaceAsset,
} from './asset-cache.ts';
import type { AddSource, AssetAction } from './asset-queue.ts';
import { createQueueRunner } from './queue-runner.ts';
import { notifySaved, notifySaveError, useSaveStatus } from './save-status.ts';
import type { Asset, AssetChanges, AssetCreate, EditorAsset, EditorPresentation } from './types.ts';

let lastTempId = 0;

/** The editor's asset operations, applied locally at once and sent to the server in the order made. */
export function useAssetQueue(presentationId: number) {
  const queryClient = useQueryClient();
  const [ops] = useState(() => {
    const key = editorKeys.presentation(presentationId);
    const assets = () => queryClient.getQueryData<EditorPresentation>(key)?.assets ?? [];
    const update = (change: (assets: EditorAsset[]) => EditorAsset[]) =>
      queryClient.setQueryData<EditorPresentation>(
        key,
        (old) => old && { ...old, assets: change(old.assets) },
      );
    /** A server answer for an asset, unless stale, with the edits still queued for it laid over. */
    const received = (asset: Asset) =>
      update((list) => patchAsset(applyAssetResult(list, asset), asset.id, runner.waitingChanges(asset.id)));

    async function perform(action: AssetAction): Promise<Asset | undefined> {
      switch (action.type) {
        case 'ADD_ASSET': {
          const { source, tempId } = action;
          const asset =
            source.kind === 'create'
              ? await assetCalls.create(presentationId, source.body)
              : await clipboardCalls.use(source.clipboardId, presentationId);
          update((list) =>
            patchAsset(replaceAsset(list, tempId, asset), asset.id, runner.waitingChanges(tempId)),
          );
          return asset;
        }
        case 'EDIT_ASSET': {
          const asset = await assetCalls.update(presentationId, action.assetId, action.changes);
          received(asset);
          return asset;
        }
        case 'DELETE_ASSET':
          await assetCalls.remove(presentationId, action.assetId);
          update((list) => removeAsset(list, action.assetId));
          return undefined;
        case 'ORDER_ASSETS': {
          const { results } = await assetCalls.order(presentationId, positionList(assets()));
          for (const asset of results) received(asset);
          return undefined;
        }
      }
    }

    const runner = createQueueRunner(perform, (failed) => {
      if (failed) void queryClient.invalidateQueries({ queryKey: key });
      else notifySaved();
    });

    /** Queues an action; failures are toasted unless the caller shows them itself. */
    function run(action: AssetAction, { toastErrors = true } = {}) {
      const { begin, end } = useSaveStatus.getState();
      begin();
      const done = runner.push(action).finally(end);
      if (toastErrors) done.catch(notifySaveError);
      return done;
    }

    function add(source: AddSource, shown: Partial<Asset> & Pick<Asset, 'type'>, toastErrors = true) {
      const tempId = --lastTempId;
      update((list) => [...list, placeholderAsset(tempId, presentationId, list.length, shown)]);
      const done = run({ type: 'ADD_ASSET', tempId, source }, { toastErrors });
      done.catch(() => update((list) => removeAsset(list, tempId)));
      return toastErrors ? done.catch(() => undefined) : done;
    }

    return {
      /** A new asset of a kind that needs no upload, added last. */
      create: (body: AssetCreate, { toastErrors = true } = {}) =>
        add(
          { kind: 'create', body },
          { type: body.type, title: body.title ?? '', website: body.website ?? null },
          toastErrors,
        ),
      /** A clipboard item pasted last. */
      paste: (clipboardId: number, shown: Partial<Asset> & Pick<Asset, 'type'>) =>
        add({ kind: 'paste', clipboardId }, shown),
      edit(assetId: number, changes: AssetChanges) {
        update((list) => patchAsset(list, assetId, changes));
        return run({ type: 'EDIT_ASSET', assetId, changes }).catch(() => undefined);
      },
      remove(assetId: number) {
        update((list) => markDeleting(list, assetId, true));
        return run({ type: 'DELETE_ASSET', assetId }).catch(() =>
          update((list) => markDeleting(list, assetId, false)),
        );
      },
      move(fromId: number, toId: number) {
        update((list) => moveAsset(list, fromId, toId));
        return run({ type: 'ORDER_ASSETS' }).catch(() => undefined);
      },
      realId: (id: number) => runner.realId(id),
    };
  });
  return ops;
}

export type AssetOps = ReturnType<typeof useAssetQueue>;
