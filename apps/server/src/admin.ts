import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ROLES, type Role, TEAM_INVITE_TEXTS } from '@folio/shared';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { analyticsCommands } from './admin/analytics-commands.ts';
import { backupCommands } from './admin/backup/backup-commands.ts';
import { billingCommands } from './admin/billing-commands.ts';
import { AdminError, type AdminIo, type Args, type Command } from './admin/command.ts';
import { findOrCreateCompany, normalizedEmail } from './admin/companies.ts';
import { dataRightsCommands } from './admin/data-rights-commands.ts';
import { migrateToPostgres } from './admin/postgres/migrate-to-postgres.ts';
import { migrateFilesToS3 } from './admin/s3/migrate-files-to-s3.ts';
import { teamCommands } from './admin/team-commands.ts';
import { parseConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { announcements, companyInvites, sessions, users } from './db/schema.ts';
import { endTrials } from './modules/billing/trial.jobs.ts';
import { createInvitesRepository } from './modules/teams/invites.repository.ts';
import { hasSeatForInvite } from './modules/teams/invites.service.ts';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock.ts';
import { randomToken, sha256 } from './platform/tokens.ts';

const consoleIo: AdminIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

const httpUrl = (name: string, value: string | undefined) => {
  if (value === undefined) return null;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:')
    throw new AdminError(`--${name} must be an http(s) URL, got '${value}'.`);
  return value;
};

/** Updates the user with this e-mail (any case); fails clearly when there is none. */
async function updateUser(
  database: Database,
  rawEmail: string | undefined,
  values: Partial<typeof users.$inferInsert>,
) {
  const email = normalizedEmail(rawEmail);
  const [user] = await database.db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email}`)
    .returning({ id: users.id, email: users.email });
  if (!user) throw new AdminError(`No user with the e-mail ${email}.`);
  return user;
}

const commands: Record<string, Command> = {
  'user:set-plan': {
    usage: `user:set-plan EMAIL ${ROLES.join('|')}`,
    summary: 'puts a user on the free or the premium plan',
    positionals: 2,
    async run({ database, io }, { positionals: [email, plan] }) {
      if (!ROLES.includes(plan as Role))
        throw new AdminError(`Unknown plan '${plan}': use one of ${ROLES.join(', ')}.`);
      const user = await updateUser(database, email, { role: plan as Role });
      io.out(`${user.email} is now on the ${plan} plan.`);
    },
  },
  'user:end-trial': {
    usage: 'user:end-trial EMAIL',
    summary: "ends the user's premium trial now; a user still on Free gets the downgrade-to-free modal",
    positionals: 1,
    async run({ database, io }, { positionals: [email] }) {
      const now = new Date();
      const user = await updateUser(database, email, {});
      // A trial that ended already keeps its end.
      await database.db
        .update(users)
        .set({ trialEndsAt: now })
        .where(and(eq(users.id, user.id), or(isNull(users.trialEndsAt), gt(users.trialEndsAt, now))));
      await endTrials(database.db, now);
      io.out(`${user.email}'s trial has ended.`);
    },
  },
  ...billingCommands,
  ...dataRightsCommands,
  'migrate-to-postgres': migrateToPostgres,
  'migrate-files-to-s3': migrateFilesToS3,
  ...backupCommands,
  ...analyticsCommands,
  ...teamCommands,
  'user:require-password-change': {
    usage: 'user:require-password-change EMAIL',
    summary: 'makes the user choose a new password at the next sign-in',
    positionals: 1,
    async run({ database, io }, { positionals: [email] }) {
      const user = await updateUser(database, email, { changePasswordRequired: true });
      io.out(`${user.email} must change the password at the next sign-in.`);
    },
  },
  'user:disable': {
    usage: 'user:disable EMAIL',
    summary: 'blocks sign-in and ends every open session of the user',
    positionals: 1,
    async run({ database, io }, { positionals: [email] }) {
      const user = await updateUser(database, email, { isActive: false });
      const ended = await database.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      io.out(`${user.email} is disabled; ${ended.length} open session(s) ended.`);
    },
  },
  'user:enable': {
    usage: 'user:enable EMAIL',
    summary: 'lets a disabled user sign in again',
    positionals: 1,
    async run({ database, io }, { positionals: [email] }) {
      const user = await updateUser(database, email, { isActive: true });
      io.out(`${user.email} is enabled.`);
    },
  },
  'announcement:add': {
    usage: 'announcement:add --title T --content C [--image URL] [--cta-url URL]',
    summary: 'adds an active announcement (shown beside the sign-in form)',
    positionals: 0,
    options: ['title', 'content', 'image', 'cta-url'],
    required: ['title', 'content'],
    async run({ database, io }, { options }) {
      const title = options.title!.trim();
      if (!title) throw new AdminError('--title must not be empty.');
      const [row] = await database.db
        .insert(announcements)
        .values({
          title,
          content: options.content!,
          image: httpUrl('image', options.image),
          ctaUrl: httpUrl('cta-url', options['cta-url']),
        })
        .returning({ id: announcements.id });
      io.out(`Announcement ${row!.id} added and active.`);
    },
  },
  'announcement:list': {
    usage: 'announcement:list',
    summary: 'lists every announcement, active or not',
    positionals: 0,
    async run({ database, io }) {
      const rows = await database.db.select().from(announcements).orderBy(asc(announcements.id));
      if (rows.length === 0) io.out('No announcements.');
      for (const row of rows) {
        const state = row.isActive ? 'active  ' : 'inactive';
        const cta = row.ctaUrl ? `  -> ${row.ctaUrl}` : '';
        io.out(`${String(row.id).padStart(4)}  ${state}  ${row.title}${cta}`);
      }
    },
  },
  'announcement:deactivate': {
    usage: 'announcement:deactivate ID',
    summary: 'hides an announcement',
    positionals: 1,
    async run({ database, io }, { positionals: [rawId] }) {
      const id = Number(rawId);
      if (!Number.isSafeInteger(id) || id <= 0) throw new AdminError(`Not an announcement id: '${rawId}'.`);
      const [row] = await database.db
        .update(announcements)
        .set({ isActive: false })
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      if (!row) throw new AdminError(`No announcement with id ${id}.`);
      io.out(`Announcement ${id} deactivated.`);
    },
  },
  'invite:create': {
    usage: 'invite:create EMAIL --company NAME [--first-name F --last-name L]',
    summary: 'invites someone to a company (created if missing) and prints the sign-up link',
    positionals: 1,
    options: ['company', 'first-name', 'last-name'],
    required: ['company'],
    async run({ database, publicUrl, io }, { positionals: [rawEmail], options }) {
      const email = normalizedEmail(rawEmail);
      const companyName = options.company!.trim();
      if (!companyName) throw new AdminError('--company must not be empty.');
      const company = await findOrCreateCompany(database, companyName);
      const token = randomToken(256);
      // The same seats as an admin's invite from the app: members plus open invites.
      const invite = await database.db.transaction(async (tx) => {
        const repo = createInvitesRepository(tx);
        const locked = await repo.lockCompany(company.id);
        if (await repo.isMemberEmail(company.id, email))
          throw new AdminError(`${TEAM_INVITE_TEXTS.alreadyMember} (${email} in ${company.name}.)`);
        if (!locked || !(await hasSeatForInvite(tx, locked, new Date())))
          throw new AdminError(
            `${TEAM_INVITE_TEXTS.seatsFull} (${company.name} has ${locked?.seats ?? 0} seats.)`,
          );
        const [row] = await tx
          .insert(companyInvites)
          .values({
            companyId: company.id,
            email,
            firstName: options['first-name']?.trim() ?? '',
            lastName: options['last-name']?.trim() ?? '',
            tokenHash: sha256(token),
          })
          .returning({ id: companyInvites.id });
        return row!;
      });
      io.out(
        `Invite ${invite.id} for ${email} to ${company.name} (company ${company.id}${company.created ? ', created' : ''}).`,
      );
      io.out(`Token: ${token}`);
      io.out(`Sign-up link: ${publicUrl}/sign-up?invite=${encodeURIComponent(token)}`);
    },
  },
};

function printHelp(io: AdminIo) {
  io.out('Folio admin: npm run admin -- COMMAND [ARGS]');
  io.out('Reads the same environment as the server (DATABASE_URL or DATA_DIR).');
  io.out('On the embedded database, stop the server first.\n');
  for (const command of Object.values(commands)) io.out(`  ${command.usage}\n      ${command.summary}`);
  io.out('  help\n      prints this text');
}

function parseCommandArgs(name: string, command: Command, argv: string[]): Args {
  const optionNames = command.options ?? [];
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...Object.fromEntries(optionNames.map((o) => [o, { type: 'string' as const }])),
        ...Object.fromEntries((command.flags ?? []).map((f) => [f, { type: 'boolean' as const }])),
      },
    });
  } catch (error) {
    throw new AdminError(`${(error as Error).message}\nUsage: ${command.usage}`);
  }
  // A flag given reads as 'true' among the options.
  const options = Object.fromEntries(
    Object.entries(parsed.values).map(([key, value]) => [key, value === true ? 'true' : value]),
  ) as Record<string, string | undefined>;
  const missing = (command.required ?? []).filter((o) => options[o] === undefined);
  if (missing.length > 0)
    throw new AdminError(
      `${name} needs ${missing.map((o) => `--${o}`).join(', ')}.\nUsage: ${command.usage}`,
    );
  if (parsed.positionals.length !== command.positionals)
    throw new AdminError(
      `${name} takes ${command.positionals} argument(s), got ${parsed.positionals.length}.\nUsage: ${command.usage}`,
    );
  return { positionals: parsed.positionals, options };
}

/**
 * Runs one admin command; returns the process exit code. `open`: a database already open and migrated
 * to run it on, instead of opening the one the environment names (tests run many commands on one).
 */
export async function runAdmin(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  io: AdminIo = consoleIo,
  open?: Database,
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    printHelp(io);
    return 0;
  }
  const command = name ? commands[name] : undefined;
  if (!command) {
    io.err(name ? `Unknown command '${name}'.\n` : 'No command given.\n');
    printHelp(io);
    return 1;
  }
  let release = () => {};
  let database: Database | undefined;
  try {
    const args = parseCommandArgs(name!, command, rest);
    const config = parseConfig(env);
    if (command.withoutDatabase) {
      await command.run({ config, io }, args);
      return 0;
    }
    if (open) {
      await command.run({ database: open, publicUrl: config.publicUrl, config, io }, args);
      return 0;
    }
    if (!config.databaseUrl) release = lockDataDir(config.dataDir);
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolSize: 1 }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
    );
    await migrate(database);
    await command.run({ database, publicUrl: config.publicUrl, config, io }, args);
    return 0;
  } catch (error) {
    const known = error instanceof AdminError || error instanceof DataDirLockedError;
    const message = (error as Error).message;
    io.err(known || message.startsWith('Invalid configuration') ? message : `Failed: ${message}`);
    return 1;
  } finally {
    await database?.close();
    release();
  }
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) process.exitCode = await runAdmin(process.argv.slice(2));
