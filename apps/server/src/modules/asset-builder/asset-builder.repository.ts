import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../uploads/uploads.table.ts';
import {
  type AssetBuilderDraftRow,
  assetBuilderDrafts,
  type StoredProposedAsset,
} from './asset-builder.table.ts';

type DraftChanges = Partial<
  Pick<AssetBuilderDraftRow, 'urls' | 'files' | 'proposal' | 'status' | 'percentage' | 'error'>
>;

/** Draft queries, always scoped by owner; the job's (by id and generation) come after an owner's generate. */
export const createAssetBuilderRepository = (db: Db) => {
  const ownedBy = (id: number, userId: number) =>
    and(eq(assetBuilderDrafts.id, id), eq(assetBuilderDrafts.userId, userId));
  /** The user's draft while it is neither being generated nor added. */
  const idleAndOwnedBy = (id: number, userId: number) =>
    and(
      ownedBy(id, userId),
      ne(assetBuilderDrafts.status, 'generating'),
      ne(assetBuilderDrafts.status, 'added'),
    );
  /** The run a job was queued for, while nothing (cancel, another generate) has replaced it. */
  const currentRun = (id: number, generation: number) =>
    and(
      eq(assetBuilderDrafts.id, id),
      eq(assetBuilderDrafts.generation, generation),
      eq(assetBuilderDrafts.status, 'generating'),
    );

  return {
    async owned(id: number, userId: number) {
      const [row] = await db.select().from(assetBuilderDrafts).where(ownedBy(id, userId));
      return row;
    },

    async insert(values: Pick<AssetBuilderDraftRow, 'userId' | 'presentationId' | 'urls' | 'files'>) {
      const [row] = await db.insert(assetBuilderDrafts).values(values).returning();
      return row!;
    },

    /** Changes a draft that is not being generated nor added (null when it is, or is not the user's). */
    async update(id: number, userId: number, changes: DraftChanges) {
      const [row] = await db
        .update(assetBuilderDrafts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(idleAndOwnedBy(id, userId))
        .returning();
      return row;
    },

    /** Starts a new run: the job queued with it carries the new generation. */
    async startGeneration(id: number, userId: number) {
      const [row] = await db
        .update(assetBuilderDrafts)
        .set({
          status: 'generating',
          percentage: 0,
          error: null,
          generation: sql`${assetBuilderDrafts.generation} + 1`,
          updatedAt: sql`now()`,
        })
        .where(idleAndOwnedBy(id, userId))
        .returning();
      return row;
    },

    /** Ends the run under way, if any: back to the proposal it had, or to the draft; its result is then dropped. */
    async cancel(id: number, userId: number) {
      const [row] = await db
        .update(assetBuilderDrafts)
        .set({
          status: sql`case when ${assetBuilderDrafts.proposal} is null then 'draft' else 'ready' end`,
          percentage: 0,
          generation: sql`${assetBuilderDrafts.generation} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(ownedBy(id, userId), eq(assetBuilderDrafts.status, 'generating')))
        .returning();
      return row;
    },

    /** The draft a job works on, while its run is current. */
    async currentRun(id: number, generation: number) {
      const [row] = await db.select().from(assetBuilderDrafts).where(currentRun(id, generation));
      return row;
    },

    /** Raises the run's percentage (never lowers it); null once the run is no longer current. */
    async progress(id: number, generation: number, percentage: number) {
      const [row] = await db
        .update(assetBuilderDrafts)
        .set({ percentage: sql`greatest(${assetBuilderDrafts.percentage}, ${percentage})` })
        .where(currentRun(id, generation))
        .returning();
      return row;
    },

    /** The run's result, written only while it is current: a canceled run never lands. */
    async finish(
      id: number,
      generation: number,
      result: { proposal: StoredProposedAsset[]; at: Date } | { error: string },
    ) {
      const values =
        'error' in result
          ? { status: 'failed' as const, error: result.error }
          : { status: 'ready' as const, proposal: result.proposal, generatedAt: result.at, percentage: 100 };
      const [row] = await db
        .update(assetBuilderDrafts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(currentRun(id, generation))
        .returning();
      return row;
    },

    /** Marks the draft added, inside the adding transaction: once only, from a ready proposal. */
    async markAdded(id: number, userId: number) {
      const [row] = await db
        .update(assetBuilderDrafts)
        .set({ status: 'added', updatedAt: sql`now()` })
        .where(and(ownedBy(id, userId), eq(assetBuilderDrafts.status, 'ready')))
        .returning();
      return row;
    },

    /** The user's finished uploads among `keys` that no asset has taken yet. */
    pendingUploads: (userId: number, keys: string[]) =>
      keys.length === 0
        ? Promise.resolve([])
        : db
            .select({ key: uploads.key, filename: uploads.filename })
            .from(uploads)
            .where(and(inArray(uploads.key, keys), eq(uploads.userId, userId), isNull(uploads.attachedAt))),
  };
};

export type AssetBuilderRepository = ReturnType<typeof createAssetBuilderRepository>;
