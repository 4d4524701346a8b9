import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from './contacts.table.ts';

/**
 * The people a user shares with become (or update) their contacts: one per address, the newest name wins and a
 * note the user wrote stays. The conflict target is the unique index on (user_id, lower(email)).
 */
export async function rememberContacts(db: Db, userId: number, people: { name: string; email: string }[]) {
  if (people.length === 0) return;
  const rows = people.map((p) => sql`(${userId}, ${p.name}, ${p.email})`);
  await db.execute(sql`
    insert into ${contacts} (user_id, name, email) values ${sql.join(rows, sql`, `)}
    on conflict (user_id, lower(email)) do update set name = excluded.name`);
}
