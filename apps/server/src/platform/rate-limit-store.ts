import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit';
import { MESSAGES } from '@folio/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

/*
 * Where rate limits are counted.
 *
 * On the embedded default (PGlite) one process owns the database: the plugin's own in-memory store is
 * exact there, and costs nothing.
 *
 * On PostgreSQL instances behind a balancer serve one site, so the limits that guard a secret (sign-in,
 * sign-up, password reset, invite codes, link passwords and e-mail codes, e-mail verification, discount and
 * referral codes, session handoff codes, data-export download signatures, account deletion, feedback: routes
 * whose config goes through guardsSecret) and the per-key limit of API keys are counted in
 * rate_limit_counters, one upsert per counted request: N instances allow what one would. The app-wide limit per address (RATE_LIMIT_MAX) stays in each
 * instance's memory: it counts every API request, and the statement costs about 0.2 ms of the machine a
 * request (bench/rate-limit-store.mjs: a limited route at 0.24 of its req/s with the memory store), which
 * would take GET /api/user from its 2,000 req/s budget to about 1,400. It stops floods, not guesses, so N
 * times it behind N instances is acceptable. So do the other route limits (opening links, recipients' files
 * and beacons, imports…): they bound load, and several are counted on every page a recipient sees.
 *
 * If PostgreSQL cannot count, a request those limits guard is answered 503 with a clear message: it is not
 * let through uncounted, and it is not a 500. Requests under the in-memory limits go on. The API document
 * lists that 503 on every operation whose limit goes through guardsSecret (openapi.ts).
 */

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** The plugin's in-memory store (LRU, fixed windows); the package ships no types for it. */
const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean) => FastifyRateLimitStore =
  createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore');

const SHARED = Symbol('rate limit shared by every instance');
type Shared = { [SHARED]?: true };

/** A route's rate-limit config for a limit that guards a secret: shared by every instance on PostgreSQL. */
export const guardsSecret = <T extends { rateLimit: RateLimitOptions }>(config: T): T => ({
  ...config,
  rateLimit: { ...config.rateLimit, [SHARED]: true },
});

/** Whether a route's config is that of a limit guarding a secret (the API document lists its 503). */
export const isGuardingSecret = (config: unknown) =>
  Boolean((config as { rateLimit?: Shared } | undefined)?.rateLimit?.[SHARED]);

/** The key of a request made with an API key (the per-key limit, shared on PostgreSQL). */
export const apiKeyRateLimitKey = (apiKeyId: number) => `api_key:${apiKeyId}`;
const isApiKeyKey = (key: string) => key.startsWith('api_key:');

/** Expired windows are deleted at most this often per instance; a row past its window is reset on its next request anyway. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** One statement: a new window (first request, or the last one ended) counts 1; otherwise one more. */
const COUNT = `
  insert into rate_limit_counters as c (key, window_start, count) values ($1, $2::bigint, 1)
  on conflict (key) do update set
    window_start = case when c.window_start <= $2::bigint - $3::bigint then excluded.window_start else c.window_start end,
    count = case when c.window_start <= $2::bigint - $3::bigint then 1 else c.count + 1 end
  returning count, window_start`;

/** Counters in PostgreSQL, with the app's clock (tests move it; instances agree to NTP's precision). */
function databaseCounters(database: Database, clock: Clock, log: FastifyBaseLogger) {
  let lastSweep = clock.now().getTime();
  /**
   * The longest window of the limits counted here, known once the routes are registered: the same on every
   * instance, so no instance deletes a window another still counts in.
   */
  let longestWindow = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    database
      .executeSql('delete from rate_limit_counters where window_start <= $1::bigint', [now - longestWindow])
      .catch((error: unknown) => log.warn({ err: error }, 'rate-limit counters: sweep failed'));
  };
  return {
    /** A limit counted here, with its window (a window computed per request is kept a day). */
    limit(timeWindow: unknown) {
      longestWindow = Math.max(longestWindow, typeof timeWindow === 'number' ? timeWindow : 86_400_000);
    },
    async count(key: string, timeWindow: number): Promise<Counted> {
      const now = clock.now().getTime();
      sweep(now);
      const { rows } = await database.executeSql(COUNT, [key, now, timeWindow]);
      const row = rows[0] as { count: number; window_start: string };
      return { current: row.count, ttl: Number(row.window_start) + timeWindow - now };
    },
  };
}

/**
 * The rate-limit plugin's `store` on PostgreSQL (undefined on PGlite: the plugin's in-memory one). The
 * plugin makes it once for the app-wide limit and a child per route with a limit of its own.
 */
export function sharedRateLimitStore(
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor | undefined {
  if (database.kind !== 'postgres') return undefined;
  const counters = databaseCounters(database, clock, log);
  return class Store implements FastifyRateLimitStore {
    private readonly memory = new LocalStore(false, false);

    /** `prefix`: the route of a shared route limit; null for the app-wide one (shared for API keys only). */
    constructor(
      options: FastifyRateLimitOptions & { timeWindow?: unknown },
      private readonly prefix: string | null = null,
    ) {
      counters.limit(options.timeWindow);
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      if (this.prefix === null && !isApiKeyKey(key)) return this.memory.incr(key, done, timeWindow, max);
      counters.count(`${this.prefix ?? ''}${key}`, timeWindow).then(
        (counted) => done(null, counted),
        (error: unknown) => {
          log.error({ err: error }, 'rate-limit counters: PostgreSQL did not count');
          done(new AppError(503, { detail: MESSAGES.rateLimitUnavailable }));
        },
      );
    }

    child(
      routeOptions: FastifyRateLimitOptions & Shared & { routeInfo?: { method?: string; url?: string } },
    ) {
      if (!routeOptions[SHARED]) return new LocalStore(false, false);
      const { method, url } = routeOptions.routeInfo ?? {};
      return new Store(routeOptions, `${method} ${url}:`);
    }
  };
}
