import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { premiumRequired } from '../presentations/presentations.errors.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { folders } from './folders.table.ts';

const nameTaken = () => fieldError('name', 'You already have a folder with this name.');

/** Folders keep a user's presentations in order; a presentation sits in at most one. Premium only. */
export function createFoldersService({ db, clock }: { db: Db; clock: Clock }) {
  const columns = {
    id: folders.id,
    name: folders.name,
    createdAt: folders.createdAt,
    numberOfPresentations: sql<number>`(select count(*)::int from ${presentations} p
      where p.folder_id = ${qualified(folders.id)} and p.deleted_at is null and not p.archived)`,
  };

  function premium(user: UserRow) {
    if (!hasPremium(user, clock.now())) throw premiumRequired('folders');
  }

  async function find(user: UserRow, id: number) {
    const [row] = await db
      .select(columns)
      .from(folders)
      .where(and(eq(folders.id, id), eq(folders.userId, user.id)));
    if (!row) throw notFound();
    return row;
  }

  async function write<T>(action: () => Promise<T>) {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** Sets the folder of the user's own presentations among `ids` (others are ignored: not found). */
  async function moveInto(user: UserRow, ids: number[], folderId: number | null, onlyFrom?: number) {
    await db
      .update(presentations)
      .set({ folderId, updatedAt: new Date() })
      .where(
        and(
          inArray(presentations.id, ids),
          eq(presentations.userId, user.id),
          onlyFrom === undefined ? undefined : eq(presentations.folderId, onlyFrom),
        ),
      );
  }

  return {
    async list(user: UserRow, search: string | undefined, page: number, size: number) {
      premium(user);
      const where = and(
        eq(folders.userId, user.id),
        search ? ilike(folders.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(folders)
          .where(where)
          .orderBy(desc(folders.id))
          .offset((page - 1) * size)
          .limit(size),
        db.select({ n: count() }).from(folders).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async get(user: UserRow, id: number) {
      premium(user);
      return find(user, id);
    },

    async create(user: UserRow, name: string) {
      premium(user);
      const [row] = await write(() =>
        db.insert(folders).values({ userId: user.id, name }).returning({ id: folders.id }),
      );
      return find(user, row!.id);
    },

    async rename(user: UserRow, id: number, name: string) {
      premium(user);
      await find(user, id);
      await write(() =>
        db
          .update(folders)
          .set({ name })
          .where(and(eq(folders.id, id), eq(folders.userId, user.id))),
      );
      return find(user, id);
    },

    /** Deleting a folder keeps its presentations: they go back to the main list. */
    async delete(user: UserRow, id: number) {
      premium(user);
      await find(user, id);
      await db.delete(folders).where(and(eq(folders.id, id), eq(folders.userId, user.id)));
    },

    async addPresentations(user: UserRow, id: number, ids: number[]) {
      premium(user);
      await find(user, id);
      await moveInto(user, ids, id);
      return find(user, id);
    },

    async removePresentations(user: UserRow, id: number, ids: number[]) {
      premium(user);
      await find(user, id);
      await moveInto(user, ids, null, id);
      return find(user, id);
    },
  };
}

export type FoldersService = ReturnType<typeof createFoldersService>;
