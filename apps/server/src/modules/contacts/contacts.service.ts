import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { premiumRequired } from '../presentations/presentations.errors.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import { contacts } from './contacts.table.ts';

type ContactInput = { name: string; email: string; note?: string };
const emailTaken = () => fieldError('email', 'You already have a contact with this e-mail.');

/** Saved contacts (premium): name, e-mail and a note, one per e-mail address. */
export function createContactsService({ db, clock }: { db: Db; clock: Clock }) {
  function premium(user: UserRow) {
    if (!hasPremium(user, clock.now())) throw premiumRequired('contacts');
  }
  async function write<T>(action: () => Promise<T>) {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }
  const mine = (user: UserRow, id: number) => and(eq(contacts.id, id), eq(contacts.userId, user.id));

  return {
    async list(user: UserRow, search: string | undefined, page: number, size: number) {
      premium(user);
      const term = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
      const where = and(
        eq(contacts.userId, user.id),
        term ? or(ilike(contacts.name, term), ilike(contacts.email, term)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contacts)
          .where(where)
          .orderBy(desc(contacts.id))
          .offset((page - 1) * size)
          .limit(size),
        db.select({ n: count() }).from(contacts).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
    async create(user: UserRow, input: ContactInput) {
      premium(user);
      const [row] = await write(() =>
        db
          .insert(contacts)
          .values({ ...input, userId: user.id })
          .returning(),
      );
      return row!;
    },
    async update(user: UserRow, id: number, input: Partial<ContactInput>) {
      premium(user);
      const [row] = await write(() => db.update(contacts).set(input).where(mine(user, id)).returning());
      if (!row) throw notFound();
      return row;
    },
    async delete(user: UserRow, id: number) {
      premium(user);
      const [row] = await db.delete(contacts).where(mine(user, id)).returning();
      if (!row) throw notFound();
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
