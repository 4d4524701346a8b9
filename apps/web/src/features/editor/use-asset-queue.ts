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
import { notifySaveError, useSaveStatus } from './save-status.ts';
import type { Asset, AssetChanges, AssetCreate, EditorAsset, EditorPresentation } from './types.ts';
import { keepConversionProgress } from './uploads/conversion-cache.ts';
import { placeOf, shiftFrom } from './uploads/upload-place.ts';

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
    /**
     * A server answer for an asset, unless stale, with the edits still queued for it laid over, and
     * the conversion progress the socket brought meanwhile kept.
     */
    const received = (answer: Asset) =>
      update((list) => {
        const asset = keepConversionProgress(
          list.find((a) => a.id === answer.id),
          answer,
        );
        return patchAsset(applyAssetResult(list, asset), asset.id, runner.waitingChanges(asset.id));
      });

    async function perform(action: AssetAction): Promise<Asset | undefined> {
      switch (action.type) {
        case 'ADD_ASSET': {
          const { source, tempId } = action;
          const position =
            source.kind === 'create' && source.keepPlace ? placeOf(assets(), tempId) : undefined;
          const asset =
            source.kind === 'create'
              ? await assetCalls.create(presentationId, {
                  ...source.body,
                  ...(position !== undefined && { position }),
                })
              : await clipboardCalls.use(source.clipboardId, presentationId);
          update((list) => {
            const placed = position === undefined ? list : shiftFrom(list, position, asset.id);
            return patchAsset(replaceAsset(placed, tempId, asset), asset.id, runner.waitingChanges(tempId));
          });
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
    });

    /** Queues an action; failures are toasted unless the caller shows them itself. */
    function run(action: AssetAction, { toastErrors = true } = {}) {
      const { begin, end } = useSaveStatus.getState();
      begin();
      const done = runner.push(action).finally(end);
      if (toastErrors) done.catch(notifySaveError);
      return done;
    }

    function add(
      source: AddSource,
      shown: Partial<Asset> & Pick<Asset, 'type'>,
      toastErrors = true,
      heldId?: number,
    ) {
      const tempId = heldId ?? --lastTempId;
      if (heldId === undefined)
        update((list) => [...list, placeholderAsset(tempId, presentationId, list.length, shown)]);
      else update((list) => list.map((a) => (a.id === heldId ? { ...a, localUpload: false } : a)));
      const done = run({ type: 'ADD_ASSET', tempId, source }, { toastErrors });
      done.catch(() => update((list) => removeAsset(list, tempId)));
      return toastErrors ? done.catch(() => undefined) : done;
    }

    return {
      presentationId,
      /**
       * A new asset, added last; or, with `heldId`, in the place of the row held for it (an upload's
       * row, see `hold`), even if the list changed meanwhile.
       */
      create: (
        body: AssetCreate,
        { toastErrors = true, heldId }: { toastErrors?: boolean; heldId?: number } = {},
      ) =>
        add(
          { kind: 'create', body, keepPlace: heldId !== undefined },
          { type: body.type, title: body.title ?? '', website: body.website ?? null },
          toastErrors,
          heldId,
        ),
      /** A row for an asset whose file is still being uploaded, added last; returns its id for `create`. */
      hold(shown: Partial<Asset> & Pick<Asset, 'type'>) {
        const tempId = --lastTempId;
        update((list) => [
          ...list,
          { ...placeholderAsset(tempId, presentationId, list.length, shown), localUpload: true },
        ]);
        return tempId;
      },
      /** Removes a held row whose upload was cancelled or refused. */
      release: (tempId: number) => update((list) => removeAsset(list, tempId)),
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
