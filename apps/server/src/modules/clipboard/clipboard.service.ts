import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { removeUnusedAssetFiles } from '../assets/asset-storage.ts';
import { createAssetsRepository } from '../assets/assets.repository.ts';
import type { PresentationsService } from '../presentations/presentations.service.ts';
import { createClipboardRepository } from './clipboard.repository.ts';
import type { AssetSnapshot } from './clipboard.table.ts';

/** The user's clipboard of assets: copy one from a presentation, paste it into any of the user's presentations. */
export function createClipboardService({
  db,
  store,
  presentations,
}: {
  db: Db;
  store: BlobStore;
  presentations: PresentationsService;
}) {
  const repo = createClipboardRepository(db);
  const assetsRepo = createAssetsRepository(db);

  async function paste(user: UserRow, itemId: number, presentationId: number, position?: number) {
    await presentations.owned(user, presentationId);
    const item = await repo.find(itemId, user.id);
    if (!item) throw notFound();
    return assetsRepo.insert(presentationId, item.asset, position);
  }

  return {
    async add(user: UserRow, presentationId: number, assetId: number) {
      await presentations.owned(user, presentationId);
      const asset = await assetsRepo.find(assetId, presentationId);
      if (!asset) throw notFound();
      const { id: _i, presentationId: _p, position: _o, createdAt: _c, updatedAt: _u, ...snapshot } = asset;
      // The snapshot is JSON, not the rich-text column: an older row's description is cleaned here.
      const clean = { ...snapshot, description: sanitizeRichText(snapshot.description) };
      return repo.insert(user.id, presentationId, clean satisfies AssetSnapshot);
    },

    list: (user: UserRow, page: number, pageSize: number) =>
      repo.list(user.id, (page - 1) * pageSize, pageSize),

    /** POST clipboard/{id}/use: pastes at the end of the presentation. */
    use: (user: UserRow, itemId: number, presentationId: number) => paste(user, itemId, presentationId),

    /** POST …/assets/{assetId}/copy-from-clipboard: pastes right after that asset. */
    async pasteAfter(user: UserRow, presentationId: number, assetId: number, itemId: number) {
      await presentations.owned(user, presentationId);
      const anchor = await assetsRepo.find(assetId, presentationId);
      if (!anchor) throw notFound();
      return paste(user, itemId, presentationId, anchor.position + 1);
    },

    /** Removes the item, and the files of its copy that nothing else names (its asset may be gone). */
    async remove(user: UserRow, itemId: number) {
      const removed = await repo.delete(itemId, user.id);
      if (!removed) throw notFound();
      await removeUnusedAssetFiles(db, store, [removed.asset]);
    },
  };
}

export type ClipboardService = ReturnType<typeof createClipboardService>;
