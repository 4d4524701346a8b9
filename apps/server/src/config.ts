import path from 'node:path';
import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAGS,
  type FeatureFlags,
  PLAN_IDS,
  type PlanId,
} from '@folio/shared';
import { z } from 'zod';
import { importsEnv, importsSettings } from './modules/imports/imports.config.ts';
import { mapsEnv, mapsSettings } from './modules/maps/maps.config.ts';
import { socialSignInEnv, socialSignInSettings } from './modules/social-sign-in/social-sign-in.config.ts';
import { watermarkEnv, watermarkSettings } from './modules/watermarks/watermarks.config.ts';
import { aiEnv, aiSettings } from './platform/ai/ai.config.ts';
import { embedOriginsSchema } from './platform/embedding.ts';
import { shutdownEnv, shutdownSettings } from './platform/shutdown.config.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Every environment variable Folio reads, with its default and one line of doc (the README lists them). */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('production turns /dev/mail off'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port'),
  HOST: z
    .string()
    .default('127.0.0.1')
    .describe(
      'interface to listen on; this machine only by default, 0.0.0.0 behind a load balancer or in a container',
    ),
  DATA_DIR: z
    .string()
    .default('./data')
    .describe('embedded database (db/), uploaded files (files/) and written e-mail (mail/)'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .describe('PostgreSQL URL; unset = embedded PGlite in DATA_DIR/db'),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(10)
    .describe('pg pool size per process'),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .describe('external base URL used in e-mails; default http://localhost:PORT'),
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .describe('smtp(s)://user:pass@host:port; unset = write .eml files to DATA_DIR/mail'),
  MAIL_FROM: z.string().default('Folio <no-reply@folio.local>').describe('From header of every e-mail'),
  ENCRYPTION_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional()
    .describe(
      'key that seals stored OAuth tokens and webhook secrets; unset = DATA_DIR/encryption.key, made on the first start (set it when instances share a database)',
    ),
  EMBED_ORIGINS: embedOriginsSchema,
  COOKIE_DOMAIN: z.string().optional().describe('parent domain of the session cookie; unset = host only'),
  COOKIE_NAME: z
    .string()
    .regex(/^[\w-]+$/)
    .default('folio_session')
    .describe('name of the session cookie (differs for staging)'),
  WEBHOOK_ALLOW_LOOPBACK: bool
    .default(false)
    .describe('lets webhook endpoints be this machine (http://127.0.0.1…): a receiver on the same host only'),
  COOKIE_SECURE: bool.optional().describe('Secure cookies; default on when PUBLIC_URL is https'),
  ROLE: z.string().default('web,worker').describe('what this process runs: web, worker or both'),
  TRIAL_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(365)
    .default(14)
    .describe('length of the premium trial of a new user'),
  FREE_INSIGHTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(3)
    .describe('presentation insights a free user may open'),
  LOGIN_MAX_FAILURES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(10)
    .describe('failed logins per e-mail and IP in 15 min before 429'),
  RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .describe('requests per minute per IP on the API'),
  API_KEY_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(300)
    .describe('requests per minute per API key on the API'),
  AUTH_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe('sign-in, sign-up and reset requests per minute per IP'),
  S3_BUCKET: z
    .string()
    .optional()
    .describe('S3-compatible bucket for files; unset = local disk in DATA_DIR/files'),
  S3_REGION: z.string().default('us-east-1').describe('region of the bucket'),
  S3_ENDPOINT: z.string().url().optional().describe('endpoint of a non-AWS store (MinIO, R2…)'),
  S3_ACCESS_KEY_ID: z.string().optional().describe('access key; unset = the AWS SDK default chain'),
  S3_SECRET_ACCESS_KEY: z.string().optional().describe('secret key'),
  S3_FORCE_PATH_STYLE: bool.default(false).describe('path-style bucket URLs (MinIO)'),
  CONVERSION_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(3600)
    .default(180)
    .describe('longest time one LibreOffice conversion may run before it is killed'),
  SCREENSHOT_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(300)
    .default(30)
    .describe("longest time headless Chromium may take a website's screenshot before it is killed"),
  SCREENSHOT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(100_000)
    .default(20_000_000)
    .describe('most bytes a website may send while its screenshot is taken'),
  ...shutdownEnv,
  TRUST_PROXY: bool
    .default(false)
    .describe('trust X-Forwarded-* from one load balancer in front (the client is the address it appended)'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level; static files are logged only at debug and below, or when they fail'),
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe(
      'bearer token Prometheus sends to /metrics (16 characters or more); unset = /metrics answers 404',
    ),
  POSTHOG_KEY: z.string().optional().describe('PostHog project API key; set = product events are forwarded'),
  POSTHOG_HOST: z
    .string()
    .url()
    .default('https://us.i.posthog.com')
    .describe('PostHog host (EU, self-hosted)'),
  ...importsEnv,
  ...socialSignInEnv,
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')
    .optional()
    .describe('Stripe secret key; unset = online payment is not configured and billing calls say so'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional()
    .describe('signing secret of the endpoint /api/stripe/webhook; required with STRIPE_SECRET_KEY'),
  STRIPE_API_URL: z
    .string()
    .url()
    .default('https://api.stripe.com')
    .describe('Stripe API base URL (tests point it at a local server)'),
  ...Object.fromEntries(
    PLAN_IDS.map((id) => [
      `STRIPE_PRICE_${id.toUpperCase()}`,
      z
        .string()
        .regex(/^price_\w+$/, 'must be a Stripe Price id (price_…)')
        .optional()
        .describe(
          `Stripe Price of the ${id.replace('_', ' ')} plan; unset = the active Price with lookup_key folio_${id}`,
        ),
    ]),
  ),
  STRIPE_PRICE_DFY: z
    .string()
    .regex(/^price_\w+$/, 'must be a Stripe Price id (price_…)')
    .optional()
    .describe(
      'Stripe Price of the one-time done-for-you offer; unset = the active Price with lookup_key folio_dfy',
    ),
  ...aiEnv,
  ...mapsEnv,
  ...watermarkEnv,
  ...Object.fromEntries(
    FEATURE_FLAGS.map((f) => [
      `FEATURE_${f.toUpperCase()}`,
      bool.optional().describe(`feature flag ${f} (default ${FEATURE_FLAG_DEFAULTS[f]})`),
    ]),
  ),
});

export type Config = ReturnType<typeof parseConfig>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, boolean | string | undefined>;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    throw new Error(
      "Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the endpoint's signing secret)",
    );
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const flags = Object.fromEntries(
    FEATURE_FLAGS.map((f) => [f, e[`FEATURE_${f.toUpperCase()}`] ?? FEATURE_FLAG_DEFAULTS[f]]),
  ) as FeatureFlags;
  const roles = new Set(e.ROLE.split(',').map((r) => r.trim()));
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    encryptionKey: e.ENCRYPTION_KEY,
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK,
    cookieDomain: e.COOKIE_DOMAIN,
    embedOrigins: e.EMBED_ORIGINS,
    cookieName: e.COOKIE_NAME,
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    roles: { web: roles.has('web'), worker: roles.has('worker') },
    trialDays: e.TRIAL_DAYS,
    freeInsights: e.FREE_INSIGHTS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    rateLimitMax: e.RATE_LIMIT_MAX,
    authRateLimit: e.AUTH_RATE_LIMIT,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    shutdown: shutdownSettings(e),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    conversionTimeoutMs: e.CONVERSION_TIMEOUT_SECONDS * 1000,
    screenshot: { timeoutMs: e.SCREENSHOT_TIMEOUT_SECONDS * 1000, maxBytes: e.SCREENSHOT_MAX_BYTES },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    imports: importsSettings(e),
    stripe: e.STRIPE_SECRET_KEY ? stripeSettings(e) : null,
    social: socialSignInSettings(e),
    ai: aiSettings(e),
    posthog: e.POSTHOG_KEY ? { apiKey: e.POSTHOG_KEY, host: trimSlash(e.POSTHOG_HOST) } : null,
    maps: mapsSettings(e, publicUrl),
    watermark: watermarkSettings(e, path.resolve(e.DATA_DIR)),
    flags,
  };
}

/** Where and how the server reaches Stripe; only with a secret key (else billing answers 'not configured'). */
function stripeSettings(e: z.infer<typeof envSchema> & Record<string, unknown>) {
  const api = new URL(e.STRIPE_API_URL);
  return {
    secretKey: e.STRIPE_SECRET_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    host: api.hostname,
    port: api.port || (api.protocol === 'http:' ? '80' : '443'),
    protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
    priceIds: Object.fromEntries(
      PLAN_IDS.map((id) => [id, e[`STRIPE_PRICE_${id.toUpperCase()}`] as string | undefined]),
    ) as Record<PlanId, string | undefined>,
    dfyPriceId: e.STRIPE_PRICE_DFY as string | undefined,
  };
}

export type StripeSettings = ReturnType<typeof stripeSettings>;
