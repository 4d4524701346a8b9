import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DATA_EXPORT_HOURS,
  DATA_EXPORT_INTERVAL_MINUTES,
  type DataExport,
  type DataExportMessage,
  type DataExportState,
} from '@folio/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import { addSeconds, type Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { users } from '../accounts/accounts.table.ts';
import { writeDataExport } from './data-export.zip.ts';
import { type DataExportRow, dataExports } from './data-exports.table.ts';
import { downloadExpired, exportRunning, exportTooSoon } from './data-rights.errors.ts';
import type { DownloadSignature } from './download-signature.ts';

export type DataExportDeps = {
  db: Db;
  store: BlobStore;
  clock: Clock;
  events: Events;
  realtime: Pick<RealtimeHub, 'publish'>;
  signature: DownloadSignature;
  publicUrl: string;
  /** Where zips are written before they go to the store (DATA_DIR/tmp). */
  workDir: string;
  /** Made after the jobs are defined: getters. */
  queue: () => Queue;
  outbox: () => Outbox;
};

const PENDING = ['queued', 'running'] as const;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Downloading your data (Settings → Your data): request, progress, the signed download, expiry. */
export function createDataExports(deps: DataExportDeps) {
  const { db, store, clock, signature, publicUrl } = deps;

  const latestOf = async (userId: number) =>
    (
      await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.id))
        .limit(1)
    )[0] ?? null;

  /** The query string of a download: bound to the export, its user and its expiry. */
  const grantQuery = (row: DataExportRow) => {
    const expires = unix(row.expiresAt!);
    const sig = signature.sign({ exportId: row.id, userId: row.userId, expires });
    return `expires=${expires}&signature=${sig}`;
  };
  const downloadUrl = (row: DataExportRow) =>
    `${publicUrl}/api/account/data-export/${row.id}/download?${grantQuery(row)}`;

  const present = (row: DataExportRow): DataExport => {
    const live = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > clock.now();
    return {
      id: row.id,
      status: row.status === 'ready' && !live ? 'expired' : row.status,
      percentage: row.percentage,
      size_bytes: row.sizeBytes,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
      download_url: live ? downloadUrl(row) : null,
    };
  };

  /** When the user may ask again: an hour after their last export that did not fail. */
  const nextRequestAt = (latest: DataExportRow | null) => {
    if (!latest || latest.status === 'failed') return null;
    const next = addSeconds(latest.createdAt, DATA_EXPORT_INTERVAL_MINUTES * 60);
    return next > clock.now() ? next : null;
  };

  async function publish(row: Pick<DataExportRow, 'id' | 'userId'>, message: Omit<DataExportMessage, 'id'>) {
    await deps.realtime.publish(row.userId, { ...message, id: row.id });
  }

  return {
    present,

    async state(userId: number): Promise<DataExportState> {
      const latest = await latestOf(userId);
      return {
        latest: latest && present(latest),
        next_request_at: nextRequestAt(latest)?.toISOString() ?? null,
      };
    },

    /** Queues an export, or says why not (one at a time, one an hour); two submits at once make one. */
    async request(userId: number, job: JobDefinition) {
      const row = await db.transaction(async (tx) => {
        // Two requests of one user queue one export: the second waits here, then sees the first.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [latest] = await tx
          .select()
          .from(dataExports)
          .where(eq(dataExports.userId, userId))
          .orderBy(desc(dataExports.id))
          .limit(1);
        if (latest && (PENDING as readonly string[]).includes(latest.status)) throw exportRunning();
        const next = nextRequestAt(latest ?? null);
        if (next) throw exportTooSoon(Math.ceil((next.getTime() - clock.now().getTime()) / 60_000));
        // An earlier zip still downloadable goes now: one export per user in the store.
        await tx
          .update(dataExports)
          .set({ expiresAt: clock.now() })
          .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'ready')));
        const [created] = await tx
          .insert(dataExports)
          .values({
            userId,
            fileKey: `exports/${randomBytes(16).toString('hex')}.zip`,
            createdAt: clock.now(),
          })
          .returning();
        await deps.queue().sendInTransaction(tx, job, { exportId: created!.id });
        return created!;
      });
      deps.queue().wake(job);
      return present(row);
    },

    /** The zip of a valid download URL for this user; 404 for a wrong or foreign signature, 410 once expired. */
    async download(userId: number, exportId: number, grant: { expires: number; signature: string }) {
      if (!signature.verify({ exportId, userId, expires: grant.expires }, grant.signature)) throw notFound();
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
      if (row?.status !== 'ready' || !row.fileKey) throw notFound();
      const now = clock.now();
      if (grant.expires <= unix(now) || !row.expiresAt || row.expiresAt <= now) throw downloadExpired();
      return { key: row.fileKey, filename: `folio-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
    },

    /** The job: writes the zip, stores it, then tells the user (socket and e-mail). Safe to run again. */
    async run(exportId: number, lastAttempt: boolean) {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
      if (!row?.fileKey || !(PENDING as readonly string[]).includes(row.status)) return;
      await db
        .update(dataExports)
        .set({ status: 'running', percentage: 0 })
        .where(eq(dataExports.id, exportId));
      await publish(row, { type: 'data_export.progress', percentage: 0 });
      await mkdir(deps.workDir, { recursive: true });
      const dir = await mkdtemp(path.join(deps.workDir, 'export-'));
      const file = path.join(dir, 'export.zip');
      try {
        let stored = 0;
        await writeDataExport(
          { db, store, now: clock.now() },
          row.userId,
          createWriteStream(file),
          async (p) => {
            await publish(row, { type: 'data_export.progress', percentage: p });
            // The row follows in steps, for a page that reloads meanwhile.
            if (p - stored >= 5) {
              stored = p;
              await db.update(dataExports).set({ percentage: p }).where(eq(dataExports.id, exportId));
            }
          },
        );
        await store.putFile(row.fileKey, file, 'application/zip');
        const { size } = await stat(file);
        const finishedAt = clock.now();
        const ready = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(dataExports)
            .set({
              status: 'ready',
              percentage: 100,
              sizeBytes: size,
              finishedAt,
              expiresAt: addSeconds(finishedAt, DATA_EXPORT_HOURS * 3600),
            })
            .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, [...PENDING])))
            .returning();
          const [user] = await tx
            .select({ email: users.email, firstName: users.firstName, timeZone: users.timeZone })
            .from(users)
            .where(eq(users.id, row.userId));
          if (updated && user)
            await deps.outbox().record(tx, user.email, 'data-export-ready', {
              firstName: user.firstName,
              downloadUrl: `${publicUrl}/settings/your-data?export=${updated.id}&${grantQuery(updated)}`,
              expiresAt: updated.expiresAt!.toISOString(),
              hours: DATA_EXPORT_HOURS,
              timeZone: user.timeZone,
            });
          return updated;
        });
        deps.events.flush();
        if (ready) await publish(row, { type: 'data_export.ready', percentage: 100 });
        // The account was deleted while its zip was written: the zip goes too.
        else if (
          !(await db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.id, exportId)))
            .length
        )
          await store.delete(row.fileKey);
      } catch (error) {
        if (lastAttempt) {
          await db
            .update(dataExports)
            .set({ status: 'failed', finishedAt: clock.now() })
            .where(eq(dataExports.id, exportId));
          await publish(row, { type: 'data_export.failed', percentage: 0 });
        }
        throw error;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

export type DataExports = ReturnType<typeof createDataExports>;
