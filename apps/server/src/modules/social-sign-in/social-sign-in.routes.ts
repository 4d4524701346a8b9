import {
  authProvidersSchema,
  authResponseSchema,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  socialAccountsSchema,
  socialLinkSchema,
  socialSignInSchema,
  socialUnlinkSchema,
  userEmailRequestSchema,
  userEmailResponseSchema,
} from '@folio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CookieOptions, requireAuth, setSessionCookie } from '../../platform/auth.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { guardsSecret } from '../../platform/rate-limit-store.ts';
import type { SocialSignInService } from './social-sign-in.service.ts';

type Deps = { social: SocialSignInService; cookie: CookieOptions; authRateLimit: number };

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});
const FAILURES =
  'Failures: 400 {detail, code} the provider refused the token (invalid_token), its address is not verified ' +
  '(email_unverified) or not shared (no_email), or an account that never verified the address holds it ' +
  '(email_taken_unverified); 403 disabled account; 404 provider not configured; 502 {detail, code: provider_down} ' +
  'the provider could not be reached; 429.';

export async function socialSignInRoutes(base: FastifyInstance, { social, cookie, authRateLimit }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const limited = guardsSecret({ rateLimit: { max: authRateLimit, timeWindow: '1 minute' } });
  const tags = ['social-sign-in'];

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags,
        operationId: 'listSignInProviders',
        summary: 'List the configured sign-in providers',
        security: NO_CREDENTIALS,
        description:
          'What the browser needs to open each provider; null when it is not configured or its flag is off.',
        response: { 200: authProvidersSchema },
      },
    },
    async () => social.providers(),
  );

  for (const provider of SOCIAL_PROVIDERS)
    app.post(
      `/api/auth/${provider}`,
      {
        config: limited,
        schema: {
          tags,
          operationId: `signInWith${SOCIAL_PROVIDER_NAMES[provider]}`,
          summary: `Sign in with ${SOCIAL_PROVIDER_NAMES[provider]}`,
          security: NO_CREDENTIALS,
          description:
            `Signs in with a ${provider} access token (the same cookie and answer as auth/login): 200 for a ` +
            'linked account or one linked now by its verified address, 201 for a new account (onboarding ' +
            `follows; \`invite\` joins its team when the addresses match; \`hash\` and \`user_token\` as for ` +
            `/api/register: the shared presentation lands in Received). ${FAILURES}`,
          body: socialSignInSchema,
          response: { 200: authResponseSchema, 201: authResponseSchema },
        },
      },
      async (request, reply) => {
        const { created, ...result } = await social.signIn(provider, request.body, meta(request));
        setSessionCookie(reply, cookie, result.access);
        return reply.status(created ? 201 : 200).send(result);
      },
    );

  app.get(
    '/api/user/social-accounts',
    {
      schema: {
        tags,
        operationId: 'listSocialAccounts',
        summary: "List the user's linked sign-in accounts",
        response: { 200: socialAccountsSchema },
      },
    },
    async (request) => social.list(requireAuth(request)),
  );

  app.post(
    '/api/auth/link',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'linkSocialAccount',
        summary: 'Link a sign-in account',
        description:
          'Links the provider account of the token to the signed-in user. 400 {code: social_account_taken} when ' +
          'it signs in another user, {code: other_account_linked} when another account of the provider is linked.',
        body: socialLinkSchema,
        response: { 200: socialAccountsSchema },
      },
    },
    async (request) => social.link(requireAuth(request), request.body.provider, request.body.access_token),
  );

  app.post(
    '/api/auth/unlink',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'unlinkSocialAccount',
        summary: 'Unlink a sign-in account',
        description:
          '400 {code: last_sign_in_method} while it would leave no way to sign in (no password, no other provider); 404 not linked.',
        body: socialUnlinkSchema,
        response: { 200: socialAccountsSchema },
      },
    },
    async (request) => social.unlink(requireAuth(request), request.body.provider),
  );

  app.post(
    '/get-user-email',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'getFacebookEmail',
        summary: 'Read the e-mail address of a Facebook token',
        security: NO_CREDENTIALS,
        description:
          'Same origin: the e-mail address of a Facebook access token, checked with the Graph API.',
        body: userEmailRequestSchema,
        response: { 200: userEmailResponseSchema },
      },
    },
    async (request) => social.emailOf(request.body.accessToken),
  );
}
