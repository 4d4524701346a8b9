import { sql } from 'drizzle-orm';
import { companies, companyMembers, users } from '../db/schema.ts';
import { AdminError, type Command } from './command.ts';
import { findOrCreateCompany, normalizedEmail } from './companies.ts';

const yesNo = (name: string, value: string | undefined) => {
  if (value === undefined || value === 'yes' || value === 'no') return value;
  throw new AdminError(`--${name} must be yes or no, got '${value}'.`);
};

export const teamCommands: Record<string, Command> = {
  'team:add-member': {
    usage: 'team:add-member EMAIL --company NAME [--role admin|member] [--company-pays yes|no]',
    summary:
      'puts an existing user in a company (created if missing) as admin or member (default); ' +
      '--company-pays: whether the company pays for its members (a deal made outside Checkout)',
    positionals: 1,
    options: ['company', 'role', 'company-pays'],
    required: ['company'],
    async run({ database, io }, { positionals: [rawEmail], options }) {
      const email = normalizedEmail(rawEmail);
      const role = options.role ?? 'member';
      if (role !== 'admin' && role !== 'member')
        throw new AdminError(`--role must be admin or member, got '${role}'.`);
      const pays = yesNo('company-pays', options['company-pays']);
      const companyName = options.company!.trim();
      if (!companyName) throw new AdminError('--company must not be empty.');
      const [user] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (!user) throw new AdminError(`No user with the e-mail ${email}.`);
      const company = await findOrCreateCompany(database, companyName);
      if (pays !== undefined)
        await database.db
          .update(companies)
          .set({
            isCompanyPays: pays === 'yes',
            ...(pays === 'yes' && role === 'admin' && { billingUserId: user.id }),
          })
          .where(sql`${companies.id} = ${company.id}`);
      const admin = role === 'admin';
      await database.db
        .insert(companyMembers)
        .values({ companyId: company.id, userId: user.id, role, isAdmin: admin, hasDashboardAccess: admin })
        .onConflictDoUpdate({
          target: [companyMembers.companyId, companyMembers.userId],
          set: { role, isAdmin: admin, hasDashboardAccess: admin },
        });
      io.out(
        `${email} is ${role === 'admin' ? 'an admin' : 'a member'} of ${company.name} (company ${company.id}).`,
      );
    },
  },
};
