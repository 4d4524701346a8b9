import { isEmail } from '@folio/shared';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { AdminError } from './command.ts';

export const normalizedEmail = (value: string | undefined) => {
  const email = (value ?? '').trim().toLowerCase();
  if (!isEmail(email)) throw new AdminError(`Not a valid e-mail address: '${value ?? ''}'.`);
  return email;
};

/** The company of this name (any case), made when there is none. */
export async function findOrCreateCompany(database: Database, name: string) {
  const [found] = await database.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`lower(${companies.name}) = ${name.toLowerCase()}`)
    .orderBy(asc(companies.id))
    .limit(1);
  if (found) return { ...found, created: false };
  const [created] = await database.db
    .insert(companies)
    .values({ name })
    .returning({ id: companies.id, name: companies.name });
  return { ...created!, created: true };
}
