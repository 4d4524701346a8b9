import {
  type FeatureFlags,
  PUBLIC_LINK_NAME,
  type ShareLinkCreate,
  type ShareLinkUpdate,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { randomHexHash } from '../../platform/tokens.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { limitColumns } from '../link-limits/link-limits.columns.ts';
import type { PresentationsService } from '../presentations/presentations.service.ts';
import type { PresentationRow } from '../presentations/presentations.table.ts';
import { tightensAccess } from './access-version.ts';
import { publicCannotChange, publicLinkExists, shareLinkNotFound } from './share-links.errors.ts';
import { checkSettings } from './share-links.policy.ts';
import {
  createShareLinksRepository,
  type LinkAuthor,
  type ShareLinkValues,
} from './share-links.repository.ts';
import type { ShareLinkRow } from './share-links.table.ts';

type Deps = { db: Db; clock: Clock; presentations: PresentationsService; flags: FeatureFlags };
export type ShareLinkResult = { link: ShareLinkRow; presentation: PresentationRow; author: LinkAuthor };

/** The settings as columns; a password is stored as its argon2id hash, '' or null removes it. */
async function settingColumns(s: ShareLinkUpdate): Promise<ShareLinkValues> {
  return {
    ...(s.name !== undefined && { name: s.name }),
    ...(s.is_indexable !== undefined && { isIndexable: s.is_indexable }),
    ...(s.submitted_to_gallery !== undefined && { submittedToGallery: s.submitted_to_gallery }),
    ...(s.activity_email_updates !== undefined && { activityEmailUpdates: s.activity_email_updates }),
    ...(s.require_email !== undefined && { requireEmail: s.require_email }),
    ...(s.require_email_message !== undefined && { requireEmailMessage: s.require_email_message }),
    ...(s.require_phone_number !== undefined && { requirePhoneNumber: s.require_phone_number }),
    ...(s.require_phone_number_message !== undefined && {
      requirePhoneNumberMessage: s.require_phone_number_message,
    }),
    ...(s.forward_tracking !== undefined && { forwardTracking: s.forward_tracking }),
    ...(s.prevent_download !== undefined && { preventDownload: s.prevent_download }),
    ...(s.prevent_feedback !== undefined && { preventFeedback: s.prevent_feedback }),
    ...(s.prevent_printing !== undefined && { preventPrinting: s.prevent_printing }),
    ...(s.verify_email !== undefined && { verifyEmail: s.verify_email }),
    ...(s.allow_list !== undefined && { allowList: s.allow_list }),
    ...(s.block_list !== undefined && { blockList: s.block_list }),
    // Burned-in watermark (issue 18).
    ...(s.watermark !== undefined && { watermark: s.watermark }),
    ...(s.watermark_opacity !== undefined && { watermarkOpacity: s.watermark_opacity }),
    ...(s.password_protect !== undefined && {
      passwordHash: s.password_protect ? await hashPassword(s.password_protect) : null,
    }),
    ...limitColumns(s),
  };
}

/** Share links of a presentation (spec §3, §4): publish, settings, unpublish and restore, archive, the public link. */
export function createShareLinksService({ db, clock, presentations, flags }: Deps) {
  const repo = createShareLinksRepository(db);

  const withAuthor = async (link: ShareLinkRow, presentation: PresentationRow): Promise<ShareLinkResult> => ({
    link,
    presentation,
    author: await repo.author(link.createdByUserId ?? presentation.userId),
  });

  const ownedPresentation = async (user: UserRow, presentationId: number) =>
    (await presentations.owned(user, presentationId)).presentation;

  async function ownedLink(user: UserRow, presentationId: number, linkId: number) {
    const presentation = await ownedPresentation(user, presentationId);
    const link = await repo.find(user.id, presentation.id, linkId);
    if (!link) throw shareLinkNotFound();
    return { link, presentation };
  }

  const check = (user: UserRow, p: PresentationRow, isPublic: boolean, settings: ShareLinkUpdate) =>
    checkSettings(settings, {
      user,
      now: clock.now(),
      presentationType: p.type,
      isPublic,
      printFlag: flags.print,
    });

  /**
   * Writes the given links and keeps the presentation's webpage mark in step, in one transaction;
   * `raiseAccess` raises their access version (a gate turned on or tightened).
   */
  async function setLinks(
    user: UserRow,
    p: PresentationRow,
    ids: number[],
    values: ShareLinkValues,
    raiseAccess = false,
  ) {
    const unique = [...new Set(ids)];
    try {
      return await db.transaction(async (tx) => {
        const txRepo = createShareLinksRepository(tx);
        const set = { ...values, updatedAt: clock.now() };
        const rows = await txRepo.update(user.id, p.id, unique, set, raiseAccess);
        if (rows.length !== unique.length) throw shareLinkNotFound();
        if (values.disabled !== undefined && rows.some((row) => row.isPublic))
          await txRepo.syncPresentation(user.id, p.id);
        return rows;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw publicLinkExists();
      throw error;
    }
  }

  return {
    async list(
      user: UserRow,
      presentationId: number,
      query: { archived: boolean; page: number; size: number },
    ) {
      const presentation = await ownedPresentation(user, presentationId);
      const offset = (query.page - 1) * query.size;
      return {
        presentation,
        ...(await repo.list(user.id, presentation.id, query.archived, offset, query.size)),
      };
    },

    /** One link of the owner's presentation, in any state, with its presentation. */
    get: ownedLink,

    async byHash(user: UserRow, presentationId: number, hash: string): Promise<ShareLinkResult> {
      const presentation = await ownedPresentation(user, presentationId);
      const link = await repo.findByHash(user.id, presentation.id, hash);
      if (!link) throw shareLinkNotFound();
      return withAuthor(link, presentation);
    },

    /**
     * Publishes a link. The public link is a singleton: while one is enabled it is answered instead
     * (`created` false). Creating it marks the presentation as a webpage; any link sets the first share date.
     */
    async create(user: UserRow, presentationId: number, input: ShareLinkCreate) {
      const presentation = await ownedPresentation(user, presentationId);
      const isPublic = input.is_public ?? false;
      check(user, presentation, isPublic, input);
      const existing = async () => {
        const link = isPublic ? await repo.findEnabledPublic(user.id, presentation.id) : undefined;
        return link && { ...(await withAuthor(link, presentation)), created: false };
      };
      const found = await existing();
      if (found) return found;
      const values = {
        presentationId: presentation.id,
        hash: randomHexHash(),
        name: input.name ?? PUBLIC_LINK_NAME,
        isPublic,
        isIndexable: isPublic,
        submittedToGallery: isPublic,
        createdByUserId: user.id,
        ...(await settingColumns(input)),
      };
      try {
        const link = await db.transaction(async (tx) => {
          const txRepo = createShareLinksRepository(tx);
          const row = await txRepo.insert(values);
          await txRepo.syncPresentation(user.id, presentation.id, { sharedAt: clock.now() });
          return row;
        });
        return { ...(await withAuthor(link, presentation)), created: true };
      } catch (error) {
        // Two publishes of the public link at once: the unique index keeps one, the other answers it.
        const raced = isUniqueViolation(error) ? await existing() : undefined;
        if (raced) return raced;
        throw error;
      }
    },

    async update(user: UserRow, presentationId: number, linkId: number, input: ShareLinkUpdate) {
      const { link, presentation } = await ownedLink(user, presentationId, linkId);
      if (input.is_public !== undefined && input.is_public !== link.isPublic) throw publicCannotChange();
      check(user, presentation, link.isPublic, input);
      const values = await settingColumns(input);
      const [row] = await setLinks(user, presentation, [link.id], values, tightensAccess(link, input));
      return withAuthor(row!, presentation);
    },

    /** Unpublishes links: each is disabled (kept, restorable); all belong to the presentation or none changes. */
    async disable(user: UserRow, presentationId: number, linkIds: number[]) {
      const presentation = await ownedPresentation(user, presentationId);
      await setLinks(user, presentation, linkIds, { disabled: true });
    },

    /** Enables a link again, with the indexable flag of the dialog when given. */
    async restore(user: UserRow, presentationId: number, linkId: number, input: { is_indexable?: boolean }) {
      const { link, presentation } = await ownedLink(user, presentationId, linkId);
      const [row] = await setLinks(user, presentation, [link.id], {
        disabled: false,
        ...(input.is_indexable !== undefined && { isIndexable: input.is_indexable }),
      });
      return withAuthor(row!, presentation);
    },

    async setArchived(user: UserRow, presentationId: number, linkId: number, archived: boolean) {
      const { link, presentation } = await ownedLink(user, presentationId, linkId);
      const [row] = await setLinks(user, presentation, [link.id], { archived });
      return withAuthor(row!, presentation);
    },
  };
}

export type ShareLinksService = ReturnType<typeof createShareLinksService>;
