import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../modules/accounts/accounts.table.ts';
import { companies, companyMembers } from '../modules/teams/teams.table.ts';
import { databaseOf } from './test-app.ts';

export const PASSWORD = 'Sturdy-Harbor-42';
let sequence = 0;

/**
 * Registers a user through the API; returns its token, user JSON and a header set for later calls. The
 * user has verified their address unless `verified: false` (the verification e-mail is still sent).
 */
export async function buildUser(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
  { verified = true }: { verified?: boolean } = {},
) {
  sequence += 1;
  const payload = {
    email: `agent${sequence}-${Date.now()}@example.com`,
    password1: PASSWORD,
    password2: PASSWORD,
    first_name: 'Dana',
    last_name: 'Reyes',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/register', payload });
  if (response.statusCode !== 201) throw new Error(`buildUser failed: ${response.body}`);
  const body = response.json() as {
    access: string;
    user: { id: number; email: string; email_verified: boolean };
  };
  if (verified) {
    await databaseOf(app)
      .db.update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, body.user.id));
    body.user.email_verified = true;
  }
  return { ...body, email: payload.email, headers: { authorization: `Bearer ${body.access}` } };
}

/**
 * A team (company) with these users in it, written straight to the database as a team's creation and
 * its accepted invites would leave it: admins with dashboard access, the first admin paying (`pays: false`:
 * a team whose subscription stopped).
 */
export async function buildTeam(
  app: FastifyInstance,
  {
    admins,
    members = [],
    name = 'Harbor Realty',
    pays = true,
  }: { admins: number[]; members?: number[]; name?: string; pays?: boolean },
) {
  const { db } = databaseOf(app);
  const [company] = await db
    .insert(companies)
    .values({
      name,
      isCompanyPays: pays,
      billingUserId: admins[0],
      seats: Math.max(2, admins.length + members.length),
    })
    .returning();
  await db.insert(companyMembers).values([
    ...admins.map((userId) => ({
      companyId: company!.id,
      userId,
      role: 'admin',
      isAdmin: true,
      hasDashboardAccess: true,
    })),
    ...members.map((userId) => ({ companyId: company!.id, userId, role: 'member' })),
  ]);
  return company!;
}
