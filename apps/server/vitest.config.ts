import { defineConfig } from 'vitest/config';

/**
 * The files the PostgreSQL run repeats. PGlite is the same PostgreSQL engine, so every query is already
 * tested there; what only a server adds is a pool (transactions that really run at the same time), a
 * second instance, LISTEN/NOTIFY and SKIP LOCKED. Files that test one of those run on both.
 */
export const POSTGRES_FILES = [
  // A second instance on the same database; LISTEN/NOTIFY between instances.
  'src/modules/notifications/notifications.test.ts',
  'src/platform/realtime/realtime.routes.test.ts',
  'src/modules/viewer/recipient-content.test.ts',
  'src/modules/insights/insights.live.test.ts',
  // The outbox relay (FOR UPDATE SKIP LOCKED, its PostgreSQL branch) and redelivery.
  'src/platform/outbox/relay.test.ts',
  'src/platform/outbox/redelivery.test.ts',
  // Requests or jobs racing on pooled connections.
  'src/modules/accounts/register.test.ts',
  'src/modules/share-links/share-links.test.ts',
  'src/modules/assets/asset-files.test.ts',
  'src/modules/assets/upload-once.test.ts',
  'src/modules/activity/activity.batches.test.ts',
  'src/modules/activity/activity.resend.test.ts',
  'src/modules/hot-leads/hot-leads.test.ts',
  'src/modules/owner-emails/owner-emails.test.ts',
  'src/modules/notifications/notification-settings.test.ts',
  'src/modules/reminders/reminders.test.ts',
  'src/platform/storage/renditions.routes.test.ts',
  'src/modules/billing/stripe-webhook.test.ts',
  // A team is made once per subscription however its webhook events race (unique stripe_subscription_id).
  'src/modules/teams/company.test.ts',
  // The team dashboard's one statement (its budget is measured on PostgreSQL: bench/team-dashboard.mjs).
  'src/modules/team-dashboard/team-dashboard.test.ts',
  // Invites racing for a team's last seat; an invite accepted twice at once.
  'src/modules/teams/invites.test.ts',
  'src/modules/teams/invite-join.test.ts',
  // Team branding: the brand read beside a link's answer and inside a share's transaction.
  'src/modules/teams/team-branding.test.ts',
  // Social sign-in: two unlinks at once under the user's row lock; a sign-up in the accounts transaction.
  'src/modules/social-sign-in/social-linking.test.ts',
  // API keys: the live-key cap under the user's row lock; a key resolved with its owner in one statement.
  'src/modules/api-keys/api-keys.test.ts',
  // AI calls: the per-user rate limit counted under the user's row lock (concurrent calls admitted one by one).
  'src/platform/ai/ai-client.test.ts',
  // Roles, removal and seats: the last admin and the seat count under the team's row lock; who pays.
  'src/modules/teams/members.test.ts',
  'src/modules/teams/team-billing.test.ts',
  // Team templates: notifications recorded with the template, in the same transaction.
  'src/modules/presentations/team-templates.test.ts',
  // Box token refresh under the connection's row lock (rotated refresh tokens work once).
  'src/modules/storage-connections/box-imports.test.ts',
  // Which database the app says it runs on; the admin CLI on DATABASE_URL.
  // Webhooks: deliveries fanned out by the relay, ordered per endpoint under a lease, one per event.
  'src/modules/webhooks/webhooks.test.ts',
  'src/modules/webhooks/webhooks.delivery.test.ts',
  'src/modules/health/platform.test.ts',
  // Readiness asks the database outside the pool: still ready with every pooled connection busy.
  'src/modules/health/readiness-metrics.test.ts',
  // Deleting an account: two submits at once under the user's row lock; the queue's own table in the transaction.
  'src/modules/data-rights/account-deletion.test.ts',
  'src/admin.test.ts',
  // The pool waits through a restart of the server.
  'src/db/waiting-pool.test.ts',
  // Rate limits counted in PostgreSQL: two instances share one count.
  'src/platform/rate-limit-store.test.ts',
  // Moving an embedded install to PostgreSQL needs a PostgreSQL server to move to.
  'src/admin/postgres/migrate-to-postgres.test.ts',
];

const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    name: postgres ? 'server-postgres' : 'server-pglite',
    environment: 'node',
    include: postgres ? POSTGRES_FILES : ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // npm test runs these niced beside the journeys: a test that waits on a job or an e-mail gets slack.
    testTimeout: 60_000,
    // A file's beforeAll opens databases and apps (several at once in some files) and some start a server
    // process: on a loaded CI machine that took over a minute, and a timed-out hook skips the whole file.
    hookTimeout: 300_000,
    pool: 'forks',
    // Each file opens its own database and app, so files share a worker process: the server's modules
    // are imported once per worker instead of once per file (about a third of the run).
    isolate: false,
  },
});
