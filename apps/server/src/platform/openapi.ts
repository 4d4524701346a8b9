import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CONTRACT_ERROR_RESPONSES, GUARDED_LIMIT_ERROR_RESPONSES } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { isGuardingSecret } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** The JSON body of a route that reads its body itself (JSON or multipart), for the API document only. */
    jsonBody?: unknown;
  }
  interface FastifyInstance {
    /** The credentials an operation accepts (OpenAPI security requirements), set by the auth layer. */
    routeSecurity?: (method: string, url: string) => Record<string, string[]>[];
  }
}

/** `schema.security` of an operation anyone may call: it takes no credentials. */
export const NO_CREDENTIALS = [];
/** `schema.security` of an operation anyone may call that also recognises a signed-in caller. */
export const OPTIONAL_CREDENTIALS = [{}];

/**
 * An operation no rate limit counts (`config: { rateLimit: false }`: health probes, metrics, Stripe's webhook)
 * never answers 429.
 */
const unlimited = (config: unknown) => (config as { rateLimit?: unknown } | undefined)?.rateLimit === false;
const { 429: _limited, ...UNLIMITED_ERROR_RESPONSES } = CONTRACT_ERROR_RESPONSES;

/** The API document at /api/docs (JSON at /api/docs/json): every route with its schemas and credentials. */
export async function registerApiDocument(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Folio API',
        version: '1.0.0',
        description:
          'Paths, payloads and errors of the Folio app. A program authenticates with a personal API key ' +
          '(Settings → Integrations → API keys) sent as `Authorization: Bearer folio_…`; it acts as the user ' +
          'who made it, with the same plan, team rules and limits, on every operation listing the apiKey scheme.',
      },
      servers: [{ url: config.publicUrl, description: 'This instance (PUBLIC_URL).' }],
      components: {
        securitySchemes: {
          cookieSession: {
            type: 'apiKey',
            in: 'cookie',
            name: config.cookieName,
            description: 'The browser session set by sign-in (httpOnly, 6 h, renewed with use).',
          },
          sessionToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `access` token answered by sign-in, sent as a bearer token.',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'folio_ followed by 43 characters',
            description:
              'A personal API key (`rollout_key`), rate-limited per key. Not accepted where an operation ' +
              'does not list it: managing keys, password, e-mail, linked sign-in accounts, sign-out, the socket.',
          },
        },
      },
    },
    // Every operation states the contract's error answers beside its own (and the 503 of a rate limit that
    // guards a secret: rate-limit-store.ts) and the credentials it accepts, and a route that parses its JSON
    // itself (it also takes multipart) shows that JSON body; the document only: validation and
    // serialization stay with the routes' own schemas.
    transform: ({ schema, ...rest }) => {
      if (!schema) return jsonSchemaTransform({ ...rest, schema });
      const { jsonBody, ...own } = schema;
      const method = [rest.route.method].flat()[0] ?? 'GET';
      // Without its own `security`, an operation takes the caller's credentials (set by the auth layer).
      const credentials = app.routeSecurity?.(String(method), rest.url) ?? [];
      const security = !own.security
        ? credentials
        : own.security === OPTIONAL_CREDENTIALS
          ? [...OPTIONAL_CREDENTIALS, ...credentials]
          : own.security;
      const document = jsonSchemaTransform({
        ...rest,
        schema: {
          ...own,
          ...(jsonBody ? { body: jsonBody } : {}),
          security,
          response: {
            ...(unlimited(rest.route.config) ? UNLIMITED_ERROR_RESPONSES : CONTRACT_ERROR_RESPONSES),
            ...(isGuardingSecret(rest.route.config) ? GUARDED_LIMIT_ERROR_RESPONSES : {}),
            ...(own.response as object | undefined),
          },
        },
      });
      return { ...document, schema: collapseTuples(document.schema) };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/**
 * OpenAPI 3.0 has no tuples: a zod tuple comes out as `items: { anyOf: [A, A] }` with min/max items, which
 * says the same as `items: A`. Collapses such an anyOf of identical schemas into the one schema.
 */
function collapseTuples<T>(node: T): T {
  if (Array.isArray(node)) return node.map(collapseTuples) as T;
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, collapseTuples(value)] as const);
  const { anyOf, ...rest } = Object.fromEntries(entries) as { anyOf?: unknown[] };
  const [first, ...others] = anyOf ?? [];
  if (!anyOf || !first || others.some((other) => JSON.stringify(other) !== JSON.stringify(first)))
    return Object.fromEntries(entries) as T;
  return { ...rest, ...(first as object) } as T;
}
