import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { socialSignInRoutes } from './social-sign-in.routes.ts';
import { createSocialSignInService } from './social-sign-in.service.ts';

/** The providers a user can use: configured, and with their feature flag on. */
export const enabledProviders = (config: Config) => ({
  google: config.flags.google_login ? config.social.google : null,
  facebook: config.flags.facebook_login ? config.social.facebook : null,
});

export async function registerSocialSignIn(
  app: FastifyInstance,
  deps: { config: Config; db: Db; clock: Clock; accounts: AccountsService; allowLoopbackFetch: boolean },
) {
  const { config } = deps;
  const social = createSocialSignInService({
    db: deps.db,
    clock: deps.clock,
    accounts: deps.accounts,
    settings: enabledProviders(config),
    allowLoopback: deps.allowLoopbackFetch,
  });
  await app.register(socialSignInRoutes, {
    social,
    cookie: { name: config.cookieName, domain: config.cookieDomain, secure: config.cookieSecure },
    authRateLimit: config.authRateLimit,
  });
}
