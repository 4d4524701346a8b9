import {
  ASSET_BUILDER_FILES_MAX,
  ASSET_BUILDER_TEXTS,
  type AssetBuilderSave,
  DEFAULT_ASSET_TITLE,
  FILE_MESSAGES,
  MESSAGES,
  type ProposedAssetInput,
  uploadKindOf,
} from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import type { AiClient } from '../../platform/ai/ai-client.ts';
import { AppError, fieldError, fieldErrors, notFound } from '../../platform/errors.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { assertOutboundUrl, UnsafeFetchError } from '../../platform/safe-fetch.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { createAssetsRepository, type NewAsset } from '../assets/assets.repository.ts';
import type { AssetsService } from '../assets/assets.service.ts';
import type { PresentationsService } from '../presentations/presentations.service.ts';
import { fileRefused } from '../uploads/uploads.errors.ts';
import { aiNotConfigured, draftConflict } from './asset-builder.errors.ts';
import { progressMessage } from './asset-builder.presenter.ts';
import { createAssetBuilderRepository } from './asset-builder.repository.ts';
import type { AssetBuilderDraftRow, AssetBuilderFile, StoredProposedAsset } from './asset-builder.table.ts';

type Deps = {
  db: Db;
  ai: AiClient | null;
  queue: Queue;
  generateJob: JobDefinition;
  realtime: RealtimeHub;
  store: BlobStore;
  presentations: PresentationsService;
  assets: AssetsService;
  flags: Config['flags'];
  allowLoopback: boolean;
};

type Prepared = Awaited<ReturnType<AssetsService['files']['prepare']>>;

/** The proposal with the draft's files: files no longer in the draft dropped, new ones at the end. */
function withFiles(proposal: StoredProposedAsset[] | null, files: AssetBuilderFile[]) {
  if (!proposal) return null;
  const keys = new Set(files.map((file) => file.upload_key));
  const kept = proposal.filter((item) => item.type !== 'file' || keys.has(item.upload_key));
  const placed = new Set(kept.flatMap((item) => (item.type === 'file' ? [item.upload_key] : [])));
  const added = files
    .filter((file) => !placed.has(file.upload_key))
    .map(
      (file): StoredProposedAsset => ({
        type: 'file',
        upload_key: file.upload_key,
        title: '',
        description: '',
      }),
    );
  return [...kept, ...added];
}

/** The owner's review of the proposal: links and thumbnails only as found, files only the draft's, each once. */
function reviewed(proposal: StoredProposedAsset[], files: AssetBuilderFile[], input: ProposedAssetInput[]) {
  const links = new Map(
    proposal.flatMap((item) => (item.type === 'link' ? [[item.website, item] as const] : [])),
  );
  const keys = new Set(files.map((file) => file.upload_key));
  const seen = new Set<string>();
  return input.map((item): StoredProposedAsset => {
    if (item.type === 'text')
      return { type: 'text', title: item.title, description: sanitizeRichText(item.description) };
    if (item.type === 'link') {
      const link = links.get(item.website);
      if (!link) throw fieldError('assets', ASSET_BUILDER_TEXTS.unknownLink);
      if (item.thumbnail !== null && !link.thumbnails.includes(item.thumbnail))
        throw fieldError('assets', ASSET_BUILDER_TEXTS.unknownThumbnail);
      return { ...link, title: item.title, thumbnail: item.thumbnail };
    }
    if (!keys.has(item.file_path) || seen.has(item.file_path))
      throw fieldError('assets', ASSET_BUILDER_TEXTS.unknownFile);
    seen.add(item.file_path);
    return { type: 'file', upload_key: item.file_path, title: item.title, description: item.description };
  });
}

/** The AI asset builder's drafts (spec §4 actions: create, generate, cancel, update draft, select thumbnail). */
export function createAssetBuilderService(deps: Deps) {
  const { db, ai, queue, generateJob, realtime, store, presentations, assets, flags, allowLoopback } = deps;
  const repo = createAssetBuilderRepository(db);

  const available = () => {
    if (!ai) throw aiNotConfigured();
  };
  async function owned(user: UserRow, key: number) {
    available();
    const row = await repo.owned(key, user.id);
    if (!row) throw notFound();
    return row;
  }
  /** A draft its owner may change: not while it is generated, nor once added. */
  async function editable(user: UserRow, key: number) {
    const draft = await owned(user, key);
    if (draft.status === 'generating') throw draftConflict(ASSET_BUILDER_TEXTS.notEditable);
    if (draft.status === 'added') throw draftConflict(ASSET_BUILDER_TEXTS.alreadyAdded);
    return draft;
  }
  const publish = (row: AssetBuilderDraftRow) => realtime.publish(row.userId, progressMessage(row));

  /** Listing addresses no fetch may take (a private or loopback IP written out) are refused at once. */
  function checkedUrls(urls: string[]) {
    for (const url of urls) {
      try {
        assertOutboundUrl(new URL(url), allowLoopback);
      } catch (error) {
        if (!(error instanceof UnsafeFetchError)) throw error;
        throw fieldError('urls', ASSET_BUILDER_TEXTS.pageUnreadable(url, ASSET_BUILDER_TEXTS.privateAddress));
      }
    }
    return [...new Set(urls)];
  }

  /** Upload keys as draft files: each a posted upload of the user that no asset took, of an allowed type. */
  async function filesOf(user: UserRow, keys: string[]): Promise<AssetBuilderFile[]> {
    const unique = [...new Set(keys)];
    const rows = new Map((await repo.pendingUploads(user.id, unique)).map((row) => [row.key, row]));
    const files: AssetBuilderFile[] = [];
    for (const key of unique) {
      const row = rows.get(key);
      if (!row || !(await store.head(key, 0)))
        throw fieldError('file_paths', ASSET_BUILDER_TEXTS.uploadMissing);
      if (!uploadKindOf(row.filename, flags.video_upload)) throw fileRefused(FILE_MESSAGES.typeNotAllowed);
      files.push({ upload_key: key, filename: row.filename });
    }
    return files;
  }

  async function saveChanges(
    user: UserRow,
    draft: AssetBuilderDraftRow,
    changes: Partial<AssetBuilderDraftRow>,
  ) {
    const row = await repo.update(draft.id, user.id, changes);
    if (!row) throw draftConflict(ASSET_BUILDER_TEXTS.notEditable);
    return row;
  }

  /** Prepares every file of the proposal; a file refused for its bytes leaves the draft (its upload is gone). */
  async function prepareFiles(user: UserRow, draft: AssetBuilderDraftRow, proposal: StoredProposedAsset[]) {
    const prepared = new Map<string, Prepared>();
    for (const item of proposal) {
      if (item.type !== 'file') continue;
      try {
        const fields = { title: item.title || undefined, description: item.description };
        prepared.set(item.upload_key, await assets.files.prepare(user, item.upload_key, fields));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const files = draft.files.filter((file) => file.upload_key !== item.upload_key);
        await repo.update(draft.id, user.id, {
          files,
          proposal: proposal.filter((other) => other.type !== 'file' || other.upload_key !== item.upload_key),
        });
        throw error;
      }
    }
    return prepared;
  }

  const assetValues = (item: StoredProposedAsset, prepared: Map<string, Prepared>): NewAsset => {
    if (item.type === 'text')
      return { type: 'text', title: item.title || DEFAULT_ASSET_TITLE, description: item.description };
    if (item.type === 'link')
      return { type: 'link', title: item.title, website: item.website, thumbnail: item.thumbnail };
    return prepared.get(item.upload_key)!.values;
  };

  return {
    owned,

    /** Creates a draft (no key) or updates draft `key`; `assets` is the owner's review of the proposal. */
    async save(user: UserRow, key: number | undefined, input: AssetBuilderSave) {
      available();
      if (key === undefined) {
        if (!input.presentation_id) throw fieldError('presentation_id', MESSAGES.fieldRequired);
        if (input.assets) throw draftConflict(ASSET_BUILDER_TEXTS.notReady);
        const presentation = await presentations.owned(user, input.presentation_id);
        const urls = checkedUrls(input.urls ?? []);
        const files = await filesOf(user, input.file_paths ?? []);
        return {
          created: true,
          row: await repo.insert({
            userId: user.id,
            presentationId: presentation.presentation.id,
            urls,
            files,
          }),
        };
      }
      const draft = await editable(user, key);
      if (input.presentation_id !== undefined && input.presentation_id !== draft.presentationId)
        throw fieldError('presentation_id', ASSET_BUILDER_TEXTS.otherPresentation);
      const files = input.file_paths ? await filesOf(user, input.file_paths) : draft.files;
      let proposal = withFiles(draft.proposal, files);
      if (input.assets) {
        if (!proposal) throw draftConflict(ASSET_BUILDER_TEXTS.notReady);
        proposal = reviewed(proposal, files, input.assets);
      }
      const urls = input.urls ? checkedUrls(input.urls) : draft.urls;
      return { created: false, row: await saveChanges(user, draft, { urls, files, proposal }) };
    },

    /** Adds uploaded files to the draft (and to the end of its proposal, once there is one). */
    async uploadFiles(user: UserRow, key: number, keys: string[]) {
      const draft = await editable(user, key);
      const known = new Set(draft.files.map((file) => file.upload_key));
      const files = [
        ...draft.files,
        ...(await filesOf(
          user,
          keys.filter((k) => !known.has(k)),
        )),
      ];
      if (files.length > ASSET_BUILDER_FILES_MAX)
        throw fieldError('file_paths', ASSET_BUILDER_TEXTS.filesTooMany);
      return saveChanges(user, draft, { files, proposal: withFiles(draft.proposal, files) });
    },

    /** Queues a generation (the job and the draft's new run commit together); a run under way is answered as is. */
    async generate(user: UserRow, key: number) {
      const draft = await owned(user, key);
      if (draft.status === 'generating') return draft;
      if (draft.status === 'added') throw draftConflict(ASSET_BUILDER_TEXTS.alreadyAdded);
      if (draft.urls.length === 0 && draft.files.length === 0)
        throw fieldErrors({ non_field_errors: [ASSET_BUILDER_TEXTS.nothingToRead] });
      const row = await db.transaction(async (tx) => {
        const started = await createAssetBuilderRepository(tx as unknown as Db).startGeneration(key, user.id);
        if (!started) throw draftConflict(ASSET_BUILDER_TEXTS.notEditable);
        await queue.sendInTransaction(tx as unknown as Db, generateJob, {
          draftId: started.id,
          generation: started.generation,
        });
        return started;
      });
      queue.wake(generateJob);
      await publish(row);
      return row;
    },

    /** Stops the run under way: the provider's call is aborted and its result, if any, never lands. */
    async cancel(user: UserRow, key: number) {
      const draft = await owned(user, key);
      const row = await repo.cancel(key, user.id);
      if (!row) return draft;
      await publish(row);
      return row;
    },

    /**
     * Adds the reviewed proposal to the presentation, in its order after the last asset: every asset in one
     * transaction with the draft marked added, files through the normal asset and conversion path.
     */
    async add(user: UserRow, key: number) {
      const draft = await owned(user, key);
      if (draft.status === 'added') throw draftConflict(ASSET_BUILDER_TEXTS.alreadyAdded);
      if (draft.status !== 'ready' || !draft.proposal) throw draftConflict(ASSET_BUILDER_TEXTS.notReady);
      if (draft.proposal.length === 0) throw fieldError('assets', ASSET_BUILDER_TEXTS.emptyProposal);
      const presentation = await presentations.owned(user, draft.presentationId);
      const proposal = draft.proposal;
      const prepared = await prepareFiles(user, draft, proposal);
      const rows = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const marked = await createAssetBuilderRepository(txDb).markAdded(draft.id, user.id);
        if (!marked) throw draftConflict(ASSET_BUILDER_TEXTS.alreadyAdded);
        const values = proposal.map((item) => assetValues(item, prepared));
        const inserted = await createAssetsRepository(txDb).append(presentation.presentation.id, values);
        for (const [i, item] of proposal.entries())
          if (item.type === 'file')
            await assets.files.attach(txDb, prepared.get(item.upload_key)!, inserted[i]!);
        return inserted;
      });
      assets.files.wakeConversions();
      return rows;
    },
  };
}

export type AssetBuilderService = ReturnType<typeof createAssetBuilderService>;
