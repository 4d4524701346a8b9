import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Queue } from '../jobs/queue.ts';
import type { AccountsService } from '../modules/accounts/accounts.service.ts';
import type { SessionCache } from '../modules/accounts/session-cache.ts';
import { sessionHandoffRoutes } from '../modules/accounts/session-handoff.routes.ts';
import { createAnalytics } from '../modules/analytics/analytics.module.ts';
import { registerApiKeys } from '../modules/api-keys/api-keys.module.ts';
import { createFacebookImports, facebookImportsRoutes } from '../modules/imports/facebook-imports.ts';
import type { FileImporter } from '../modules/imports/file-importer.ts';
import { registerSocialSignIn } from '../modules/social-sign-in/social-sign-in.register.ts';
import { registerStorageConnections } from '../modules/storage-connections/storage-connections.register.ts';
import { createWebhooks } from '../modules/webhooks/webhooks.module.ts';
import type { AuthLayer } from '../platform/auth.ts';
import type { Clock } from '../platform/clock.ts';
import type { Events } from '../platform/events.ts';
import type { Outbox } from '../platform/mail/outbox.ts';
import { createSecretBox, loadEncryptionKey } from '../platform/secret-box.ts';

type PrepareDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  events: Events;
  allowLoopbackFetch: boolean;
  log: { error(details: object, message: string): void };
  /** Made after the jobs are defined: getters. */
  queue: () => Queue;
  outbox: () => Outbox;
};

/** What the integrations need before the job queue starts: the secret box and their jobs. */
export function prepareIntegrations(deps: PrepareDeps) {
  const secrets = createSecretBox(loadEncryptionKey(deps.config.encryptionKey, deps.config.dataDir));
  const webhooks = createWebhooks({
    database: deps.database,
    clock: deps.clock,
    events: deps.events,
    secrets,
    publicUrl: deps.config.publicUrl,
    allowLoopback: deps.allowLoopbackFetch || deps.config.webhookAllowLoopback,
    queue: deps.queue,
    outbox: deps.outbox,
    log: deps.log,
  });
  const { config, database, clock, events, allowLoopbackFetch } = deps;
  const analytics = createAnalytics({ db: database.db, clock, posthog: config.posthog });
  const jobs = [...webhooks.jobs, ...analytics.jobs];
  return { config, database, clock, events, allowLoopbackFetch, secrets, webhooks, analytics, jobs };
}

/** What prepareIntegrations made (with the settings it was given) and what exists once the queue runs. */
type Deps = ReturnType<typeof prepareIntegrations> & {
  outbox: Outbox;
  queue: Queue;
  accounts: AccountsService;
  /** Sessions and API keys kept in memory (embedded database). */
  sessionCache: SessionCache;
  auth: AuthLayer;
  importer: FileImporter;
};

/**
 * What connects Folio to other services (issue 15): social sign-in, API keys, webhooks and cloud-storage
 * connections, product analytics (forwarded to PostHog). Registered before the outbox relay starts, so their listeners see every recorded event.
 */
export async function registerIntegrations(app: FastifyInstance, deps: Deps) {
  const { secrets, webhooks } = deps;
  await registerSocialSignIn(app, { ...deps, db: deps.database.db });
  const { sessionCache: cache } = deps;
  await registerApiKeys(app, { db: deps.database.db, clock: deps.clock, auth: deps.auth, cache });
  await webhooks.register(app);
  await deps.analytics.register(app);
  const { config } = deps;
  await app.register(sessionHandoffRoutes, {
    sessions: deps.accounts.sessions,
    secrets,
    clock: deps.clock,
    publicUrl: config.publicUrl,
    cookie: { name: config.cookieName, domain: config.cookieDomain, secure: config.cookieSecure },
  });
  await registerStorageConnections(app, { ...deps, db: deps.database.db, secrets });
  await app.register(facebookImportsRoutes, {
    importFacebook: createFacebookImports({
      graphUrl: deps.config.social.facebook?.graphUrl ?? null,
      importer: deps.importer,
      allowLoopback: deps.allowLoopbackFetch,
    }),
  });
  return { secrets };
}
