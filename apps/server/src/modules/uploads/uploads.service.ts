import { randomBytes } from 'node:crypto';
import {
  extensionOf,
  FILE_MESSAGES,
  type UploadSign,
  uploadKindOf,
  uploadMaxBytes,
  uploadRefusal,
} from '@folio/shared';
import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { contentTypeOf } from '../../platform/storage/content-types.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { assets } from '../assets/assets.table.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import { fileRefused, uploadMissing } from './uploads.errors.ts';
import { type UploadRow, uploads } from './uploads.table.ts';

/** Long enough to start the post the browser makes right after signing; the file itself may take longer. */
const SIGNATURE_SECONDS = 15 * 60;
const SAFE_CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/i;
/** What is read of a stored upload to check its type by magic bytes. */
export const SNIFF_BYTES = 64 * 1024;

type Deps = { db: Db; store: BlobStore; clock: Clock; flags: Config['flags'] };

/** Signed direct uploads (spec §5 limits), and handing a finished upload over to the asset that uses it. */
export function createUploadsService({ db, store, clock, flags }: Deps) {
  const limitsFor = (user: UserRow) => ({
    videoUpload: flags.video_upload,
    premium: hasPremium(user, clock.now()),
  });

  return {
    async sign(user: UserRow, input: UploadSign) {
      const refusal = uploadRefusal({ filename: input.filename, size: input.size }, limitsFor(user));
      if (refusal) throw fileRefused(refusal);
      const ext = extensionOf(input.filename);
      const key = `uploads/${randomBytes(16).toString('hex')}.${ext}`;
      const contentType =
        input.content_type && SAFE_CONTENT_TYPE.test(input.content_type)
          ? input.content_type
          : contentTypeOf(key);
      const post = await store.createUploadPost({
        key,
        contentType,
        maxBytes: uploadMaxBytes(input.filename, limitsFor(user)),
        expiresInSeconds: SIGNATURE_SECONDS,
      });
      await db
        .insert(uploads)
        .values({ key, userId: user.id, filename: input.filename, size: input.size, createdAt: clock.now() });
      return { ...post, key };
    },

    /**
     * A file the server fetched for the user (a cloud-drive or stock-photo import), stored like a
     * direct upload: the caller then creates the asset or document with `upload_key: key`.
     */
    async storeFile(user: UserRow, filePath: string, filename: string, size: number) {
      const refusal = uploadRefusal({ filename, size }, limitsFor(user));
      if (refusal) throw fileRefused(refusal);
      const key = `uploads/${randomBytes(16).toString('hex')}.${extensionOf(filename)}`;
      await store.putFile(key, filePath, contentTypeOf(key));
      await db.insert(uploads).values({ key, userId: user.id, filename, size, createdAt: clock.now() });
      return { key, filename, size };
    },

    /**
     * A finished upload of this user, not yet used, moved to a key of its own and checked again there
     * (its real size, its first bytes); a refused file is removed with its row. The signed form stays
     * valid a while, and S3 cannot make a key write-once: a later post to the upload key then writes only
     * a file no asset uses, which the sweeper removes.
     */
    async finished(user: UserRow, key: string) {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.key, key), eq(uploads.userId, user.id), isNull(uploads.attachedAt)));
      if (!row) throw uploadMissing();
      const kind = uploadKindOf(row.filename, flags.video_upload);
      if (!kind) throw fileRefused(FILE_MESSAGES.typeNotAllowed);
      // The key is recorded before the move, so no crash can leave a moved file nobody knows of.
      const [recorded] = await db
        .update(uploads)
        .set({
          fileKey: sql`coalesce(${uploads.fileKey}, ${`files/${randomBytes(16).toString('hex')}.${extensionOf(row.filename)}`})`,
        })
        .where(and(eq(uploads.key, key), isNull(uploads.attachedAt)))
        .returning({ fileKey: uploads.fileKey });
      if (!recorded?.fileKey) throw uploadMissing();
      const { fileKey } = recorded;
      // Nothing to move when an earlier try moved it and stopped before the asset's row: take it from there.
      await store.move(key, fileKey);
      const stored = await store.head(fileKey, SNIFF_BYTES);
      if (!stored) throw uploadMissing();
      const refusal = uploadRefusal({ filename: row.filename, size: stored.size }, limitsFor(user));
      if (refusal) {
        await this.discard(row, fileKey);
        throw fileRefused(refusal);
      }
      return { row, fileKey, kind, size: stored.size, start: stored.start };
    },

    /**
     * Marks the upload as taken by an asset, inside the caller's transaction: once only, so two creates
     * racing for one upload cannot both own its file.
     */
    async attach(tx: Db, key: string) {
      const taken = await tx
        .update(uploads)
        .set({ attachedAt: clock.now() })
        .where(and(eq(uploads.key, key), isNull(uploads.attachedAt)))
        .returning({ key: uploads.key });
      if (!taken.length) throw uploadMissing();
    },

    /** Removes an upload's row and file (`fileKey` once moved by `finished`). */
    async discard(row: UploadRow, fileKey = row.key) {
      if (fileKey !== row.key) await store.delete(fileKey);
      await store.delete(row.key);
      await db.delete(uploads).where(eq(uploads.key, row.key));
    },

    /**
     * Removes uploads older than `ageMs` (the sweeper job), longer than a form stays valid: files no asset
     * took (where they were moved to as well), and whatever was posted again to the key of one an asset took (its file was moved away).
     * Earlier assets kept their upload's key as their file: those rows stay.
     */
    async sweep(ageMs: number) {
      const stale = await db
        .select()
        .from(uploads)
        .where(
          and(
            lt(uploads.createdAt, new Date(clock.now().getTime() - ageMs)),
            notExists(db.select({ id: assets.id }).from(assets).where(eq(assets.fileKey, uploads.key))),
          ),
        );
      // An upload no asset took may have been moved already (a create cut off before its row).
      for (const row of stale) await this.discard(row, (!row.attachedAt && row.fileKey) || row.key);
      return stale.length;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
