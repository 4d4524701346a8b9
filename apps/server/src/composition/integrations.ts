import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Queue } from '../jobs/queue.ts';
import type { AccountsService } from '../modules/accounts/accounts.service.ts';
import { registerApiKeys } from '../modules/api-keys/api-keys.module.ts';
import { registerSocialSignIn } from '../modules/social-sign-in/social-sign-in.register.ts';
import type { AuthLayer } from '../platform/auth.ts';
import type { Clock } from '../platform/clock.ts';
import type { Events } from '../platform/events.ts';
import type { Outbox } from '../platform/mail/outbox.ts';
import { createSecretBox, loadEncryptionKey } from '../platform/secret-box.ts';

type Deps = {
  config: Config;
  database: Database;
  clock: Clock;
  events: Events;
  outbox: Outbox;
  queue: Queue;
  accounts: AccountsService;
  auth: AuthLayer;
  allowLoopbackFetch: boolean;
};

/**
 * What connects Folio to other services (issue 15): social sign-in, API keys, webhooks and cloud-storage
 * connections. Registered before the outbox relay starts, so their listeners see every recorded event.
 */
export async function registerIntegrations(app: FastifyInstance, deps: Deps) {
  const secrets = createSecretBox(loadEncryptionKey(deps.config.encryptionKey, deps.config.dataDir));
  await registerSocialSignIn(app, { ...deps, db: deps.database.db });
  await registerApiKeys(app, { db: deps.database.db, clock: deps.clock, auth: deps.auth });
  return { secrets };
}
