import path from 'node:path';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  apiKeys,
  assets,
  assetTime,
  billingCustomers,
  companies,
  companyMembers,
  contacts,
  feedback,
  folders,
  linkForwards,
  notifications,
  pageViews,
  presentations,
  shareLinks,
  socialAccounts,
  storageConnections,
  users,
  viewSessions,
  webhookEndpoints,
} from '../../db/schema.ts';
import { customThumbnailKeys } from '../assets/thumbnail-files.ts';
import { COVER_FILE_COLUMNS } from '../presentations/cover-images.ts';

/** A row as JSON: snake_case keys, ISO times, without the columns named in `omit`. */
export function plain(row: Record<string, unknown>, omit: readonly string[] = []) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] =
      value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Storage keys of one stored file, and where it goes in the zip. */
export type ExportFile = { key: string; path: string };

/**
 * The stored files of an export: each key once, under the first path that names it (clones share files).
 * `pathOf` answers where a key went, once the files are in the zip (null: not stored any more).
 */
export function createFileList() {
  const byKey = new Map<string, string>();
  const written = new Set<string>();
  return {
    add(key: string | null | undefined, where: string) {
      if (!key) return null;
      const known = byKey.get(key);
      if (known) return known;
      const zipPath = `files/${where}${path.extname(key).toLowerCase()}`;
      byKey.set(key, zipPath);
      return zipPath;
    },
    files: (): ExportFile[] => [...byKey].map(([key, zipPath]) => ({ key, path: zipPath })),
    written: (file: ExportFile) => void written.add(file.key),
    /** The zip path of a key if its file is in the zip. */
    pathOf: (key: string | null | undefined) => (key && written.has(key) ? byKey.get(key)! : null),
  };
}

export type FileList = ReturnType<typeof createFileList>;

const SECRET_USER_COLUMNS = [
  'passwordHash',
  'onesignalPlayerId',
  'pictureKey',
  'thumbnailPictureKey',
  'logoKey',
];
const ASSET_FILE_COLUMNS = ['fileKey', 'convertedFiles', 'pageThumbnails', 'pageSizes', 'jobThumbnailId'];
const PAGE = 1000;

/** A file name safe in any unzip tool: no folders, no control or reserved characters. */
const safeName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 120) || 'file';

/** Pages of rows read by id, PAGE at a time, so a large history is never read whole. */
async function* pages<T extends { id: number }>(read: (afterId: number, limit: number) => Promise<T[]>) {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, PAGE);
    if (rows.length === 0) return;
    yield rows;
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < PAGE) return;
  }
}

/**
 * Everything of one user that goes into their export: only what they own and what recipients did with
 * what they own; never another user's presentations (team members', senders'), nor what the user did as a
 * recipient of others.
 */
export function createExportContents(db: Db, userId: number) {
  const ownPresentations = () =>
    db.select().from(presentations).where(eq(presentations.userId, userId)).orderBy(asc(presentations.id));
  const presentationIds = async () =>
    (
      await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.userId, userId))
    ).map((r) => r.id);

  return {
    /** Lists every stored file of the user's, so they can go into the zip before the JSON that names them. */
    async files(list: FileList) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return;
      list.add(user.pictureKey, 'profile/picture');
      list.add(user.logoKey, 'profile/logo');
      for (const p of await ownPresentations())
        for (const column of COVER_FILE_COLUMNS) list.add(p[column], `presentations/${p.id}/cover/${column}`);
      const ids = await presentationIds();
      if (ids.length === 0) return;
      const rows = await db
        .select()
        .from(assets)
        .where(inArray(assets.presentationId, ids))
        .orderBy(asc(assets.id));
      for (const a of rows) {
        const base = `presentations/${a.presentationId}/assets/${a.id}`;
        const original = a.filename ? safeName(path.parse(a.filename).name) : 'original';
        list.add(a.fileKey, `${base}/${original}`);
        for (const [i, key] of a.convertedFiles.entries())
          list.add(key, `${base}/pages/page-${String(i + 1).padStart(4, '0')}`);
        for (const [i, key] of customThumbnailKeys(a).entries()) list.add(key, `${base}/thumbnail-${i + 1}`);
      }
    },

    async account(list: FileList) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const teams = await db
        .select({ team: companies.name, role: companyMembers.role, joinedAt: companyMembers.createdAt })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId));
      const [billing] = await db
        .select({
          planId: billingCustomers.planId,
          status: billingCustomers.status,
          currentPeriodEnd: billingCustomers.currentPeriodEnd,
          cancelAtPeriodEnd: billingCustomers.cancelAtPeriodEnd,
        })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId));
      const mine = <T extends { userId: number }>(rows: T[]) => rows.map((r) => plain(r, ['userId']));
      return {
        profile: {
          ...plain(user!, SECRET_USER_COLUMNS),
          picture: list.pathOf(user!.pictureKey),
          logo: list.pathOf(user!.logoKey),
        },
        teams: teams.map((t) => plain(t)),
        subscription: billing ? plain(billing) : null,
        sign_in_accounts: (
          await db
            .select({
              provider: socialAccounts.provider,
              email: socialAccounts.email,
              createdAt: socialAccounts.createdAt,
              userId: socialAccounts.userId,
            })
            .from(socialAccounts)
            .where(eq(socialAccounts.userId, userId))
        ).map((r) => plain(r, ['userId'])),
        api_keys: mine(
          await db
            .select({
              name: apiKeys.name,
              prefix: apiKeys.prefix,
              createdAt: apiKeys.createdAt,
              lastUsedAt: apiKeys.lastUsedAt,
              revokedAt: apiKeys.revokedAt,
              userId: apiKeys.userId,
            })
            .from(apiKeys)
            .where(eq(apiKeys.userId, userId)),
        ),
        webhooks: mine(
          await db
            .select({
              url: webhookEndpoints.url,
              description: webhookEndpoints.description,
              events: webhookEndpoints.events,
              enabled: webhookEndpoints.enabled,
              createdAt: webhookEndpoints.createdAt,
              userId: webhookEndpoints.userId,
            })
            .from(webhookEndpoints)
            .where(eq(webhookEndpoints.userId, userId)),
        ),
        storage_connections: mine(
          await db
            .select({
              provider: storageConnections.provider,
              accountLabel: storageConnections.accountLabel,
              createdAt: storageConnections.createdAt,
              userId: storageConnections.userId,
            })
            .from(storageConnections)
            .where(eq(storageConnections.userId, userId)),
        ),
      };
    },

    /** Presentations or documents with their cover files and assets, each file by its path in the zip. */
    async presentations(type: 'presentation' | 'document', list: FileList) {
      const rows = (await ownPresentations()).filter((p) => p.type === type);
      const ids = rows.map((p) => p.id);
      const assetRows = ids.length
        ? await db
            .select()
            .from(assets)
            .where(inArray(assets.presentationId, ids))
            .orderBy(asc(assets.position))
        : [];
      return rows.map((p) => ({
        ...plain(p, ['userId', ...COVER_FILE_COLUMNS]),
        cover_files: Object.fromEntries(
          COVER_FILE_COLUMNS.filter((c) => p[c]).map((c) => [c.replace(/Key$/, ''), list.pathOf(p[c])]),
        ),
        assets: assetRows
          .filter((a) => a.presentationId === p.id)
          .map((a) => ({
            ...plain(a, ['presentationId', ...ASSET_FILE_COLUMNS]),
            file: list.pathOf(a.fileKey),
            pages: a.convertedFiles.map((key) => list.pathOf(key)),
          })),
      }));
    },

    folders: async () =>
      (await db.select().from(folders).where(eq(folders.userId, userId))).map((r) => plain(r, ['userId'])),
    contacts: async () =>
      (await db.select().from(contacts).where(eq(contacts.userId, userId))).map((r) => plain(r, ['userId'])),
    notifications: () =>
      pages((afterId, limit) =>
        db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
          .orderBy(asc(notifications.id))
          .limit(limit),
      ),

    async shareLinks() {
      const ids = await presentationIds();
      if (ids.length === 0) return [];
      const rows = await db.select().from(shareLinks).where(inArray(shareLinks.presentationId, ids));
      return rows.map((r) => ({ ...plain(r, ['passwordHash']), has_password: r.passwordHash !== null }));
    },

    /** Who opened the user's links, as they identified themselves, and what they did there. */
    async insights() {
      const ids = await presentationIds();
      const of = <T extends { id: number }>(read: (afterId: number, limit: number) => Promise<T[]>) =>
        ids.length ? pages(read) : pages<T>(async () => []);
      /** A page of a table's rows about the user's presentations, by id. */
      const ofPresentations =
        <T extends typeof viewSessions | typeof feedback | typeof linkForwards>(table: T) =>
        (afterId: number, limit: number) =>
          db
            .select()
            .from(table as typeof viewSessions)
            .where(and(inArray(table.presentationId, ids), gt(table.id, afterId)))
            .orderBy(asc(table.id))
            .limit(limit) as Promise<T['$inferSelect'][]>;
      return {
        sessions: of(ofPresentations(viewSessions)),
        feedback: of(ofPresentations(feedback)),
        forwards: of(ofPresentations(linkForwards)),
        /** Page views and time per asset, by session (sessions are read by id, their rows with them). */
        activity: of(async (afterId, limit) => {
          const sessions = await db
            .select({ id: viewSessions.id })
            .from(viewSessions)
            .where(and(inArray(viewSessions.presentationId, ids), gt(viewSessions.id, afterId)))
            .orderBy(asc(viewSessions.id))
            .limit(limit);
          const sessionIds = sessions.map((s) => s.id);
          if (!sessionIds.length) return [];
          const [views, times] = await Promise.all([
            db.select().from(pageViews).where(inArray(pageViews.sessionId, sessionIds)),
            db.select().from(assetTime).where(inArray(assetTime.sessionId, sessionIds)),
          ]);
          return sessionIds.map((id) => ({
            id,
            page_views: views.filter((v) => v.sessionId === id).map((v) => plain(v, ['sessionId'])),
            time: times.filter((v) => v.sessionId === id).map((v) => plain(v, ['sessionId'])),
          }));
        }),
      };
    },
  };
}

/** Columns of a view session that only serve the server (hashes of tokens and clients). */
export const SESSION_INTERNAL_COLUMNS = ['tokenHash', 'clientHash', 'viewerHash', 'viewerHash2'];
