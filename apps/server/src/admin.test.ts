import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TEAM_INVITE_TEXTS } from '@folio/shared';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAdmin } from './admin.ts';
import type { Database } from './db/client.ts';
import {
  analyticsEvents,
  announcements,
  billingPlans,
  companies,
  companyInvites,
  companyMembers,
  sessions,
  users,
} from './db/schema.ts';
import { sha256 } from './platform/tokens.ts';
import { testDatabaseName, withDatabase } from './test/global-setup.ts';
import { migratedDataDir } from './test/server-process.ts';
import { startStripeServer } from './test/stripe/stripe-server.ts';
import { openTestDatabase } from './test/test-app.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** The database the commands run on: the run's migrated one, open for the whole file. */
let database: Database;
let db: Database['db'];
let env: Record<string, string>;

async function runCli(argv: string[], cliEnv: Record<string, string>, open?: Database) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, cliEnv, { out: (l) => out.push(l), err: (l) => err.push(l) }, open);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const admin = (...argv: string[]) => runCli(argv, env, database);

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  env = { DATA_DIR: os.tmpdir(), PUBLIC_URL: 'https://folio.example', LOG_LEVEL: 'silent' };
  const [ana] = await db
    .insert(users)
    .values({ email: 'ana@example.com', remainingPresentationInsightsFreeUser: 3 })
    .returning();
  await db.insert(users).values({ email: 'bo@example.com', remainingPresentationInsightsFreeUser: 3 });
  await db.insert(sessions).values([
    { userId: ana!.id, tokenHash: 'a'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000) },
    { userId: ana!.id, tokenHash: 'b'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000) },
  ]);
});

afterAll(() => database.close());

const user = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;

describe('admin CLI', () => {
  it('prints every command with help, and refuses an unknown one', async () => {
    const help = await admin('help');
    expect(help.code).toBe(0);
    for (const command of ['user:set-plan', 'announcement:add', 'invite:create', 'user:disable'])
      expect(help.out).toContain(command);
    const unknown = await admin('user:delete', 'ana@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("Unknown command 'user:delete'");
  });

  it('sets the plan of a user found by e-mail in any case', async () => {
    const result = await admin('user:set-plan', 'ANA@Example.com', 'premium_agent');
    expect(result).toMatchObject({ code: 0, out: 'ana@example.com is now on the premium_agent plan.' });
    expect((await user('ana@example.com')).role).toBe('premium_agent');
    expect((await user('bo@example.com')).role).toBe('free_agent');
  });

  it("ends a user's trial now: a free user gets the downgrade-to-free modal", async () => {
    const later = new Date(Date.now() + 5 * 86_400_000);
    await db.update(users).set({ trialEndsAt: later }).where(eq(users.email, 'bo@example.com'));
    const result = await admin('user:end-trial', 'bo@example.com');
    expect(result).toMatchObject({ code: 0, out: "bo@example.com's trial has ended." });
    const bo = await user('bo@example.com');
    expect(bo.trialEndsAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(bo.showDowngradeToFreemiumModal).toBe(true);
  });

  it('says clearly what is wrong with a plan, an e-mail or the arguments', async () => {
    expect(await admin('user:set-plan', 'ana@example.com', 'gold')).toMatchObject({
      code: 1,
      err: "Unknown plan 'gold': use one of free_agent, premium_agent.",
    });
    expect(await admin('user:set-plan', 'nobody@example.com', 'free_agent')).toMatchObject({
      code: 1,
      err: 'No user with the e-mail nobody@example.com.',
    });
    expect((await admin('user:set-plan', 'not-an-email', 'free_agent')).err).toContain(
      "Not a valid e-mail address: 'not-an-email'",
    );
    const missing = await admin('user:set-plan', 'ana@example.com');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('takes 2 argument(s), got 1');
    expect((await admin('user:disable', 'ana@example.com', '--force')).err).toContain("'--force'");
  });

  it('requires a password change, and disables a user ending their sessions', async () => {
    expect((await admin('user:require-password-change', 'bo@example.com')).code).toBe(0);
    expect((await user('bo@example.com')).changePasswordRequired).toBe(true);

    const disabled = await admin('user:disable', 'ana@example.com');
    expect(disabled).toMatchObject({ code: 0, out: 'ana@example.com is disabled; 2 open session(s) ended.' });
    const ana = await user('ana@example.com');
    expect(ana.isActive).toBe(false);
    const open = await db.select().from(sessions).where(eq(sessions.userId, ana.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);

    expect((await admin('user:enable', 'ana@example.com')).code).toBe(0);
    expect((await user('ana@example.com')).isActive).toBe(true);
  });

  it('adds, lists and deactivates announcements', async () => {
    const added = await admin(
      'announcement:add',
      '--title',
      'New templates',
      '--content',
      'Ten listing layouts.',
      '--cta-url',
      'https://folio.example/templates',
    );
    expect(added.code).toBe(0);
    const [row] = await db.select().from(announcements).orderBy(asc(announcements.id));
    expect(row).toMatchObject({
      title: 'New templates',
      content: 'Ten listing layouts.',
      ctaUrl: 'https://folio.example/templates',
      image: null,
      isActive: true,
    });
    expect(added.out).toBe(`Announcement ${row!.id} added and active.`);
    expect((await admin('announcement:list')).out).toMatch(
      new RegExp(`${row!.id}\\s+active\\s+New templates  -> https://folio.example/templates`),
    );

    expect((await admin('announcement:deactivate', String(row!.id))).code).toBe(0);
    expect((await admin('announcement:list')).out).toMatch(/inactive\s+New templates/);
    expect(await admin('announcement:deactivate', '9999')).toMatchObject({
      code: 1,
      err: 'No announcement with id 9999.',
    });
  });

  it('refuses an announcement without a title or with a bad link', async () => {
    const noTitle = await admin('announcement:add', '--content', 'x');
    expect(noTitle).toMatchObject({ code: 1 });
    expect(noTitle.err).toContain('announcement:add needs --title.');
    expect(
      (await admin('announcement:add', '--title', 'T', '--content', 'C', '--image', 'javascript:alert(1)'))
        .err,
    ).toBe("--image must be an http(s) URL, got 'javascript:alert(1)'.");
  });

  it('creates an invite, storing only the hash of the token it prints', async () => {
    const first = await admin(
      'invite:create',
      'New@Agent.com',
      '--company',
      'Acme Realty',
      '--first-name',
      'Nia',
    );
    expect(first.code).toBe(0);
    const token = /Token: (\S+)/.exec(first.out)![1]!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(first.out).toContain(`Sign-up link: https://folio.example/sign-up?invite=${token}`);
    expect(first.out).toContain('(company');
    expect(first.out).toContain(', created).');

    const second = await admin('invite:create', 'other@agent.com', '--company', 'acme realty');
    expect(second.out).not.toContain('created');

    const rows = await db.select().from(companyInvites).orderBy(asc(companyInvites.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ email: 'new@agent.com', firstName: 'Nia', tokenHash: sha256(token) });
    expect(rows[1]!.companyId).toBe(rows[0]!.companyId);
    expect(await db.select().from(companies)).toHaveLength(1);
    expect((await admin('invite:create', 'x@agent.com')).err).toContain('needs --company');
  });

  it('refuses an invite past the team’s seats (members plus open invites), like the app', async () => {
    expect((await admin('team:add-member', 'bo@example.com', '--company', 'Seats Realty')).code).toBe(0);
    expect((await admin('invite:create', 'one@seats.com', '--company', 'Seats Realty')).code).toBe(0);
    const refused = await admin('invite:create', 'two@seats.com', '--company', 'Seats Realty');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(TEAM_INVITE_TEXTS.seatsFull);
    expect(refused.out).not.toContain('Sign-up link');
    const invited = async () => (await db.select().from(companyInvites)).map((row) => row.email);
    expect(await invited()).not.toContain('two@seats.com');

    await db.update(companies).set({ seats: 3 }).where(eq(companies.name, 'Seats Realty'));
    expect((await admin('invite:create', 'two@seats.com', '--company', 'Seats Realty')).code).toBe(0);
    expect(await invited()).toContain('two@seats.com');

    // A member is not invited again, seats or not.
    await db.update(companies).set({ seats: 10 }).where(eq(companies.name, 'Seats Realty'));
    const member = await admin('invite:create', 'Bo@example.com', '--company', 'Seats Realty');
    expect(member.code).toBe(1);
    expect(member.err).toContain(TEAM_INVITE_TEXTS.alreadyMember);
  });

  it('puts a user in a team as admin or member, and the team paying when told', async () => {
    const made = await admin(
      'team:add-member',
      'Ana@Example.com',
      '--company',
      'Team Brand Co',
      '--role',
      'admin',
      '--company-pays',
      'yes',
    );
    expect(made.code).toBe(0);
    expect(made.out).toContain('ana@example.com is an admin of Team Brand Co');
    expect((await admin('team:add-member', 'bo@example.com', '--company', 'team brand co')).out).toContain(
      'a member',
    );
    const [team] = await db.select().from(companies).where(eq(companies.name, 'Team Brand Co'));
    expect(team).toMatchObject({ isCompanyPays: true });
    const members = await db.select().from(companyMembers).where(eq(companyMembers.companyId, team!.id));
    expect(members.map((m) => [m.role, m.isAdmin, m.hasDashboardAccess]).sort()).toEqual([
      ['admin', true, true],
      ['member', false, false],
    ]);
    expect((await admin('team:add-member', 'nobody@example.com', '--company', 'X')).err).toBe(
      'No user with the e-mail nobody@example.com.',
    );
    expect((await admin('team:add-member', 'bo@example.com', '--company', 'X', '--role', 'owner')).err).toBe(
      "--role must be admin or member, got 'owner'.",
    );
  });

  it('stops at a bad configuration', async () => {
    const saved = env;
    env = { ...env, PORT: 'abc' };
    const result = await admin('announcement:list');
    env = saved;
    expect(result.code).toBe(1);
    expect(result.err).toContain('Invalid configuration');
    expect(result.err).toContain('PORT');
  });
});

// What an operator runs: each command opens the database DATA_DIR or DATABASE_URL names, migrates it and
// closes it. Here a database of these tests' own, so the commands above keep theirs open.
describe('admin CLI on the database its environment names', () => {
  let dataDir: string;
  let own: Record<string, string>;

  beforeAll(async () => {
    // PGlite: the run's migrated database rather than initdb again.
    dataDir = postgresUrl
      ? await mkdtemp(path.join(os.tmpdir(), 'folio-admin-'))
      : await migratedDataDir('folio-admin-');
    own = { DATA_DIR: dataDir, PUBLIC_URL: 'https://folio.example', LOG_LEVEL: 'silent' };
    if (postgresUrl) {
      const name = testDatabaseName(inject('postgresTemplate'), 'admin');
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`create database ${name} template ${inject('postgresTemplate')}`);
      await client.end();
      own.DATABASE_URL = withDatabase(postgresUrl, name);
    }
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('opens it for each command: what one command writes, the next one reads', async () => {
    const added = await runCli(['announcement:add', '--title', 'Open house', '--content', 'Sunday.'], own);
    expect(added).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Announcement \d+ added and active\.$/),
    });
    expect((await runCli(['announcement:list'], own)).out).toMatch(/^\s+\d+\s+active\s+Open house$/);
  });

  it.skipIf(Boolean(postgresUrl))(
    'refuses to run while another process holds the data directory (the lock exists only for the embedded database)',
    async () => {
      // The lock file of a live process other than this one (the test runner that started this worker).
      await writeFile(path.join(dataDir, 'folio.lock'), String(process.ppid));
      const result = await runCli(['announcement:list'], own);
      await rm(path.join(dataDir, 'folio.lock'));
      expect(result.code).toBe(1);
      expect(result.err).toContain(`Another Folio process (pid ${process.ppid}) is using ${dataDir}`);
      expect((await runCli(['announcement:list'], own)).code).toBe(0);
    },
  );
});

describe('admin CLI: the plan catalogue from Stripe', () => {
  it('says Stripe is not configured without its keys', async () => {
    const result = await admin('billing:plans');
    expect(result).toMatchObject({ code: 1, err: expect.stringMatching(/^Stripe is not configured/) });
  });

  it('lists the plans Stripe prices and stores them with sync, naming a plan it cannot offer', async () => {
    const stripe = await startStripeServer();
    try {
      stripe.price({ lookupKey: 'folio_core_monthly', interval: 'month', unitAmount: 2900 });
      stripe.price({ lookupKey: 'folio_core_yearly', interval: 'year', unitAmount: 29_050 });
      stripe.price({
        lookupKey: 'folio_tiered_monthly',
        interval: 'month',
        tiers: [
          { upTo: 10, unitAmount: 2500 },
          { upTo: null, unitAmount: 2000 },
        ],
      });
      const withStripe = (...argv: string[]) => {
        const saved = env;
        env = { ...env, ...stripe.env };
        return admin(...argv).finally(() => {
          env = saved;
        });
      };
      const listed = await withStripe('billing:plans');
      expect(listed.code).toBe(0);
      expect(listed.out).toMatch(/^core_monthly +price_test_\w+ +per user 1-∞: \$29$/m);
      expect(listed.out).toMatch(/^core_yearly .* 1-∞: \$290\.50$/m);
      expect(listed.out).toMatch(/^tiered_monthly .* 1-10: \$25, 11-∞: \$20$/m);
      expect(listed.err).toBe('Not offered: tiered_yearly: no Price with lookup_key folio_tiered_yearly');
      expect(await db.select().from(billingPlans)).toEqual([]);

      const synced = await withStripe('billing:sync-plans');
      expect(synced.out).toMatch(/3 plan\(s\) stored\.$/);
      const stored = await db.select({ id: billingPlans.id }).from(billingPlans);
      expect(stored.map((p) => p.id).sort()).toEqual(['core_monthly', 'core_yearly', 'tiered_monthly']);
    } finally {
      await stripe.close();
    }
  });
});

describe('admin CLI: the analytics report', () => {
  const DAY = 86_400_000;
  const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

  it('says when there is nothing to count', async () => {
    expect(await admin('analytics')).toMatchObject({
      code: 0,
      out: `No analytics events since ${dayOf(6)} (UTC).`,
    });
  });

  it('counts the events per day and event, over 7 days or --days N', async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    await db.insert(analyticsEvents).values([
      { name: 'ShareDialogView', createdAt: at(0) },
      { name: 'ShareDialogView', createdAt: at(0) },
      { name: 'EmailShareSingleFile', createdAt: at(0) },
      { name: 'ShareDialogView', createdAt: at(1) },
      { name: 'EmailShareSingleFile', createdAt: at(10) },
    ]);
    const week = await admin('analytics');
    expect(week.code).toBe(0);
    expect(week.out.split('\n')).toEqual([
      `Analytics events since ${dayOf(6)} (UTC):`,
      'day         event                   count',
      `${dayOf(1)}  ShareDialogView             1`,
      `${dayOf(0)}  EmailShareSingleFile        1`,
      `${dayOf(0)}  ShareDialogView             2`,
      'total                                   4',
    ]);
    const month = await admin('analytics', '--days', '30');
    expect(month.out).toContain(`${dayOf(10)}  EmailShareSingleFile        1`);
    expect(month.out).toContain('total                                   5');
    expect(await admin('analytics', '--days', 'many')).toMatchObject({
      code: 1,
      err: "--days must be a whole number of days from 1 to 3660, got 'many'.",
    });
  });
});
