import {
  changeEmailSchema,
  EMAIL_VERIFICATION,
  EMAIL_VERIFICATION_TEXTS as TEXTS,
  userSchema,
  verifyEmailCodeSchema,
  verifyEmailLinkSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { guardsSecret } from '../../platform/rate-limit-store.ts';
import { perUserRateLimit } from '../imports/imports.routes.ts';
import type { AccountsService } from './accounts.service.ts';

type Deps = { accounts: AccountsService };

/** Code and link checks a minute per user (or IP): with the per-code attempts, 6 digits cannot be guessed. */
const CHECKS_PER_MINUTE = 10;
/** Sends per hour per user: each one mails a fresh code, so it also bounds the code guesses. */
const SENDS_PER_HOUR = 5;

const detail = z.object({ detail: z.string() });
const tags = ['accounts'];
const RULES =
  `The link and the ${EMAIL_VERIFICATION.codeLength}-digit code are valid ${EMAIL_VERIFICATION.hours} h and ` +
  'work once; a new send replaces the earlier ones.';

/** Verifying the user's e-mail address, and changing it (the change applies when the new one is verified). */
export async function emailVerificationRoutes(base: FastifyInstance, { accounts }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { verification } = accounts;
  const checks = guardsSecret(perUserRateLimit(CHECKS_PER_MINUTE));
  const sends = guardsSecret(perUserRateLimit(SENDS_PER_HOUR, '1 hour'));

  app.post(
    '/api/user/verify-email',
    {
      config: checks,
      schema: {
        tags,
        operationId: 'verifyEmailWithCode',
        summary: 'Verify the e-mail address with the code',
        description:
          `Signed in. Answers the user, now with \`email_verified: true\`. ${RULES} 400 \`{ code }\` for a wrong ` +
          `code ('${TEXTS.codeWrong}'); the ${EMAIL_VERIFICATION.maxCodeAttempts}th wrong one ends the code ` +
          `('${TEXTS.tooManyAttempts}'); 400 \`{ non_field_errors: ['${TEXTS.expired}'] }\` when no code is ` +
          `live. At most ${CHECKS_PER_MINUTE} calls a minute (429).`,
        body: verifyEmailCodeSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return accounts.present(await verification.verifyCode(auth.user, request.body.code));
    },
  );

  app.post(
    '/api/verify-email',
    {
      config: checks,
      schema: {
        tags,
        operationId: 'verifyEmailWithLink',
        summary: 'Verify an e-mail address with the link',
        security: NO_CREDENTIALS,
        description:
          `No sign-in needed: the link's \`token\` proves the address. ${RULES} 400 ` +
          `\`{ non_field_errors: ['${TEXTS.expired}'] }\` for an unknown, used or expired token. At most ` +
          `${CHECKS_PER_MINUTE} calls a minute per IP (429).`,
        body: verifyEmailLinkSchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      await verification.verifyToken(request.body.token);
      return { detail: TEXTS.verified };
    },
  );

  app.post(
    '/api/user/verify-email/resend',
    {
      config: sends,
      schema: {
        tags,
        operationId: 'resendVerificationEmail',
        summary: 'Send the verification e-mail again',
        description:
          'Signed in. Sends a new link and code to the address waiting for verification (the new one of an ' +
          `e-mail change, else the user's own) and answers \`{ detail }\`. ${RULES} 400 when there is nothing ` +
          `to verify ('${TEXTS.alreadyVerified}'). At most ${SENDS_PER_HOUR} an hour (429).`,
        response: { 200: detail },
      },
    },
    async (request) => {
      const to = await verification.resend(requireAuth(request).user);
      return { detail: `${TEXTS.sent} ${to}.` };
    },
  );

  app.post(
    '/api/user/email',
    {
      config: sends,
      schema: {
        tags,
        operationId: 'changeEmail',
        summary: 'Change the e-mail address',
        description:
          'Signed in, with the current `password`. Sends a link and code to the new `email`; the change ' +
          'applies when it is verified, until then the account keeps its address. 400 `{ password }` for a ' +
          `wrong password, \`{ email }\` for a taken address or the current one. ${RULES} At most ` +
          `${SENDS_PER_HOUR} an hour (429).`,
        body: changeEmailSchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      await verification.changeEmail(requireAuth(request).user, request.body);
      return { detail: TEXTS.changeSent };
    },
  );
}
