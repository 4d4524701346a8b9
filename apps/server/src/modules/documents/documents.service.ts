import {
  DOCUMENT_PAGE_SIZE,
  type DocumentConvert,
  type DocumentCreate,
  FILE_MESSAGES,
  TITLE_MAX,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { AssetsService } from '../assets/assets.service.ts';
import { fileRefused } from '../uploads/uploads.errors.ts';
import { createDocumentsRepository } from './documents.repository.ts';

type Deps = { db: Db; assets: AssetsService };

/**
 * Single-file documents: a presentation of type 'document' holding the one asset made from an uploaded
 * file. The file rules, the type check and the conversion are the assets service's.
 */
export function createDocumentsService({ db, assets }: Deps) {
  const repo = createDocumentsRepository(db);

  async function owned(user: UserRow, id: number) {
    const found = await repo.find(id, user.id);
    if (!found) throw notFound();
    return found;
  }

  /** Removes a document for good: its assets (and their stored files) first, then the row. */
  async function remove(user: UserRow, id: number) {
    const found = await repo.find(id, user.id);
    for (const asset of found?.assets ?? []) await assets.delete(id, asset.id);
    await repo.delete(id, user.id);
  }

  return {
    owned,

    /** The document and its file in one go; a refused file leaves no document behind. */
    async create(user: UserRow, input: DocumentCreate) {
      const row = await repo.insert(user.id, input.title ?? '');
      try {
        const asset = await assets.create(user, row.id, {
          type: 'file',
          upload_key: input.upload_key,
          title: input.title || undefined,
        });
        // A document is a file or an image: videos belong in presentations.
        if (asset.type === 'video') throw fileRefused(FILE_MESSAGES.typeNotAllowed);
        if (!input.title) await repo.setTitle(row.id, user.id, asset.title.slice(0, TITLE_MAX));
      } catch (error) {
        await remove(user, row.id);
        throw error;
      }
      return owned(user, row.id);
    },

    list(user: UserRow, query: { page: number; search?: string }) {
      return repo.list({
        userId: user.id,
        search: query.search || undefined,
        offset: (query.page - 1) * DOCUMENT_PAGE_SIZE,
        limit: DOCUMENT_PAGE_SIZE,
      });
    },

    stats: (user: UserRow, ids: number[]) => repo.findMany(ids, user.id),

    async rename(user: UserRow, id: number, title: string) {
      if (!(await repo.setTitle(id, user.id, title))) throw notFound();
      return owned(user, id);
    },

    /** Converts the file again from the first page (after a failure, say). */
    async convert(user: UserRow, input: DocumentConvert) {
      const id = (input.id ?? input.presentation_id)!;
      const found = await owned(user, id);
      const assetId = input.asset_id ?? found.assets[0]?.id;
      if (assetId === undefined) throw notFound();
      await assets.reconvert(user, id, assetId, {});
      return owned(user, id);
    },

    async delete(user: UserRow, id: number) {
      await owned(user, id);
      await remove(user, id);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
