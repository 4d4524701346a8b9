import type { PresentationTab, PresentationUpdate } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { createAccountsRepository } from '../accounts/accounts.repository.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { createFileCopies } from '../assets/asset-copies.ts';
import { assetFiles, removeUnusedAssetFiles } from '../assets/asset-storage.ts';
import { createAssetsRepository } from '../assets/assets.repository.ts';
import type { AssetRow } from '../assets/assets.table.ts';
import { cloneableThroughLink } from './clone-link.ts';
import { addsHeaderVideo, coverExtraValues } from './cover-extras.ts';
import type { CoverFiles } from './cover-files.ts';
import { COVER_FILE_COLUMNS, coverFilesOf, removeUnusedCoverImages } from './cover-images.ts';
import { notDeleted, premiumRequired } from './presentations.errors.ts';
import { hasPremium } from './presentations.policy.ts';
import { createPresentationsRepository } from './presentations.repository.ts';
import type { PresentationRow } from './presentations.table.ts';
import { createStarterTemplates } from './starter-templates.ts';
import { type AfterInsert, createTeamTemplates } from './team-templates.ts';

type CopyOverrides = Partial<Pick<PresentationRow, 'userId' | 'companyId' | 'isTemplate' | 'title'>>;

const copyTitle = (title: string) => (title ? `${title} (copy)` : '').slice(0, 100);

type Deps = { db: Db; clock: Clock; store: BlobStore; events: Events; fileUrl: (key: string) => string };

export function createPresentationsService({ db, clock, store, events, fileUrl }: Deps) {
  const repo = createPresentationsRepository(db);
  const assetsRepo = createAssetsRepository(db);

  async function owned(user: UserRow, id: number) {
    const row = await repo.findOwned(id, user.id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * A new presentation with the cover and assets of `source`. In the same account files are shared (keys
   * are immutable, deletions count users). `throughLink` is a copy into another account of what a share
   * link shows: visible assets only, and its own copies of every file.
   */
  async function copy(
    source: PresentationRow,
    overrides: CopyOverrides,
    { throughLink = false, inTx }: { throughLink?: boolean; inTx?: AfterInsert } = {},
  ) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...cover } = source;
    const files = throughLink ? createFileCopies(store, { fileUrl }) : null;
    let assetRows: AssetRow[] | undefined;
    try {
      if (files) {
        for (const column of COVER_FILE_COLUMNS) cover[column] = await files.image(cover[column]);
        assetRows = [];
        for (const asset of await assetsRepo.list(source.id))
          if (!asset.isHidden) assetRows.push(await files.asset(asset));
      }
      return await db.transaction(async (tx) => {
        const txRepo = createPresentationsRepository(tx);
        const created = await txRepo.insert({
          ...cover,
          favorite: false,
          archived: false,
          deletedAt: null,
          folderId: null,
          isWebpage: false,
          isTemplate: false,
          starterTemplate: null,
          companyId: null,
          timesCloned: 0,
          numberOfAccess: 0,
          numberOfInvites: 0,
          numberOfFeedback: 0,
          lastAccess: null,
          shareDate: null,
          ...overrides,
        });
        await createAssetsRepository(tx).copyAll(source.id, created.id, assetRows);
        await txRepo.incrementTimesCloned(source.id);
        await inTx?.(tx, created);
        return created;
      });
    } catch (error) {
      await files?.discard();
      throw error;
    }
  }

  /** A copy of someone's presentation, reached through an open share link of it: what the link shows. */
  async function cloneFromLink(user: UserRow, id: number, hash: string) {
    const source = await cloneableThroughLink(db, id, hash);
    const created = await copy(
      source,
      { userId: user.id, title: copyTitle(source.title) },
      { throughLink: true },
    );
    return owned(user, created.id);
  }

  return {
    repo,

    async list(
      user: UserRow,
      query: { tab: PresentationTab; folder?: number; search?: string; page: number; page_size: number },
    ) {
      // Until the address is verified nothing shared to it is the user's (issue 11), only what they opened
      // themselves and signed up or in from (link-receipts.ts).
      // Looking at the received or templates tab is seeing what is new in it.
      if (query.tab === 'received' && user.hasNewReceivedPresentation)
        await createAccountsRepository(db).updateUser(user.id, { hasNewReceivedPresentation: false });
      if (query.tab === 'templates' && user.hasNewPresentationTemplate)
        await createAccountsRepository(db).updateUser(user.id, { hasNewPresentationTemplate: false });
      return repo.list({
        userId: user.id,
        tab: query.tab,
        folderId: query.folder,
        search: query.search || undefined,
        hideInFolders: user.hideInFolders,
        receivedByLinkOnly: !user.emailVerifiedAt,
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
    },

    /** The starter templates, on the first visit of an empty account (see starter-templates.ts). */
    async addStarterTemplates(user: UserRow) {
      return { created: await createStarterTemplates(db, clock, user.id) };
    },

    async create(user: UserRow, input: { title: string; type: 'presentation' | 'document' }) {
      const row = await repo.insert({ userId: user.id, title: input.title, type: input.type });
      events.emit('presentation.created', { presentationId: row.id, ownerId: user.id });
      return owned(user, row.id);
    },

    /** A presentation with its assets, as the editor and the preview need it. */
    async detail(user: UserRow, id: number) {
      const row = await repo.findVisible(id, user.id);
      if (!row) throw notFound();
      return { row, assets: await assetsRepo.list(id) };
    },

    owned,

    async update(user: UserRow, id: number, fields: PresentationUpdate, images: CoverFiles = {}) {
      const before = await owned(user, id);
      const p = before.presentation;
      if (addsHeaderVideo(fields, images) && !hasPremium(user, clock.now()))
        throw premiumRequired('videoHeaders');
      const extras = coverExtraValues(p, fields, images);
      await repo.update(id, user.id, {
        ...extras.values,
        // Renamed, a starter template has become the agent's own presentation.
        ...(fields.title !== undefined && { title: fields.title }),
        ...(fields.title !== undefined && fields.title !== p.title && { starterTemplate: null }),
        ...(fields.title_is_hidden !== undefined && { titleIsHidden: fields.title_is_hidden }),
        ...(fields.background_color !== undefined && { backgroundColor: fields.background_color }),
        ...(fields.background_opacity !== undefined && {
          backgroundOpacity: Math.round(fields.background_opacity * 10) / 10,
        }),
        ...(fields.border_color !== undefined && { borderColor: fields.border_color }),
        ...(fields.opening_msg !== undefined && { openingMsg: fields.opening_msg }),
        ...(fields.closing_msg !== undefined && { closingMsg: fields.closing_msg }),
        ...(fields.user_name_is_hidden !== undefined && { userNameIsHidden: fields.user_name_is_hidden }),
        ...(fields.created_by_text !== undefined && { createdByText: fields.created_by_text }),
        ...(fields.created_by_text_color !== undefined && {
          createdByTextColor: fields.created_by_text_color,
        }),
        ...(fields.archived !== undefined && { archived: fields.archived }),
        ...(fields.disable_forwarding !== undefined && { disableForwarding: fields.disable_forwarding }),
        ...(fields.logo === null && { logoKey: null }),
        ...(fields.background === null && { backgroundKey: null, backgroundThumbnailKey: null }),
        // A new or removed header image takes its own credit, or none.
        ...((fields.background === null || images.backgroundKeys) && {
          unsplashAuthor: fields.unsplash_author ?? null,
          unsplashAuthorLink: fields.unsplash_author_link ?? null,
        }),
        ...(images.logoKey && { logoKey: images.logoKey }),
        ...(images.backgroundKeys && {
          backgroundKey: images.backgroundKeys[0],
          backgroundThumbnailKey: images.backgroundKeys[1],
        }),
      });
      const replaced = [
        (fields.logo === null || images.logoKey) && p.logoKey,
        (fields.background === null || images.backgroundKeys) && p.backgroundKey,
        (fields.background === null || images.backgroundKeys) && p.backgroundThumbnailKey,
        ...extras.replaced,
      ].filter((k): k is string => typeof k === 'string');
      await removeUnusedCoverImages(db, store, replaced);
      return owned(user, id);
    },

    /** Delete: leaves every tab; restorable with restore. */
    async delete(user: UserRow, id: number) {
      await owned(user, id);
      await repo.update(id, user.id, { deletedAt: clock.now() });
    },

    /** Restore: back in the main list, whether it was deleted or archived. */
    async restore(user: UserRow, id: number) {
      const row = await repo.findDeleted(id, user.id);
      if (!row) throw notFound();
      if (!row.deletedAt && !row.archived) throw notDeleted();
      await repo.update(id, user.id, { deletedAt: null, archived: false });
      return owned(user, id);
    },

    /** Delete permanently: the row, its assets and the cover images go. Returns the file keys to remove. */
    /** Deletes for good, with the cover images and the files no other asset uses. */
    async purge(user: UserRow, id: number) {
      const files = await assetFiles(db, [id]);
      const removed = await repo.purge(id, user.id);
      if (!removed) throw notFound();
      await removeUnusedCoverImages(db, store, coverFilesOf(removed));
      await removeUnusedAssetFiles(db, store, files);
    },

    async setFavorite(user: UserRow, id: number, favorite: boolean) {
      if (favorite && !hasPremium(user, clock.now())) throw premiumRequired('favorites');
      await owned(user, id);
      await repo.update(id, user.id, { favorite });
      return owned(user, id);
    },

    /** A copy of the user's own presentation or of a team template; a received one goes through its link. */
    async clone(user: UserRow, id: number) {
      const source = await repo.findVisible(id, user.id);
      if (!source) {
        const hash = await repo.receivedLinkHash(id, user.id);
        if (!hash) throw notFound();
        return cloneFromLink(user, id, hash);
      }
      const created = await copy(source.presentation, {
        userId: user.id,
        title: copyTitle(source.presentation.title),
      });
      return owned(user, created.id);
    },

    cloneFromLink,

    ...createTeamTemplates({ db, events, repo, copy, owned }),

    /** A presentation of the user's own from a team template; free users spend one of their insights (spec §4). */
    async createFromTemplate(user: UserRow, templateId: number) {
      const template = await repo.findVisible(templateId, user.id);
      if (!template?.presentation.isTemplate) throw notFound();
      const created = await copy(template.presentation, {
        userId: user.id,
        title: template.presentation.title,
      });
      if (user.role === 'free_agent') {
        const trialActive = user.trialEndsAt !== null && user.trialEndsAt > clock.now();
        await createAccountsRepository(db).updateUser(user.id, {
          remainingPresentationInsightsFreeUser: Math.max(0, user.remainingPresentationInsightsFreeUser - 1),
          ...(!trialActive && { templatesUsed: 1 }),
        });
      }
      events.emit('presentation.created', { presentationId: created.id, ownerId: user.id });
      return owned(user, created.id);
    },

    stats: (user: UserRow, ids: number[]) => repo.stats(ids, user.id),

    /** The user has opened a presentation they received. */
    async markRead(user: UserRow, id: number) {
      if (!(await repo.markRead(id, user.id))) throw notFound();
    },
  };
}

export type PresentationsService = ReturnType<typeof createPresentationsService>;
