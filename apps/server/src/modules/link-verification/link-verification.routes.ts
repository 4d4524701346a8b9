import {
  LINK_VERIFICATION as RULES,
  LINK_VERIFICATION_TEXTS as TEXTS,
  VIEWER_TEXTS,
  verificationCodeRequestSchema,
  verificationCodeSentSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { guardsSecret } from '../../platform/rate-limit-store.ts';
import type { ViewerService } from '../viewer/viewer.service.ts';

type Deps = { viewer: ViewerService };

/** Codes a minute per address and link, before the hourly limits of the service. */
const PER_MINUTE = 5;

/** The verified e-mail gate's code (issue 18 point 1). */
export async function linkVerificationRoutes(base: FastifyInstance, { viewer }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/client/presentations/:hash/verification-code',
    {
      config: guardsSecret({
        rateLimit: {
          max: PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `code:${request.ip}:${(request.params as { hash?: string }).hash}`,
        },
      }),
      schema: {
        tags: ['viewer'],
        operationId: 'sendLinkVerificationCode',
        summary: "E-mail a code for a link's verified e-mail gate",
        security: NO_CREDENTIALS,
        description:
          `E-mails a ${RULES.codeLength}-digit code to \`email\` for a link whose gate has \`verify_email\`; the ` +
          `code works for ${RULES.minutes} minutes and ${RULES.maxTries} tries, at \`POST …/unlock\` with the same ` +
          'e-mail, and only the latest code sent to an address works. An empty or invalid address is 400 on ' +
          `\`email\` ('${VIEWER_TEXTS.invalidEmail}'); one the link's allow or block list refuses 403 ` +
          `\`{ detail: '${TEXTS.refused}' }\` (recorded for the owner's insights, no e-mail). At most ` +
          `${RULES.perAddressPerHour} codes an hour to one address for a link, ${RULES.perLinkPerHour} for a link ` +
          `and ${RULES.perIpPerHour} from one IP address (429 '${TEXTS.tooManyCodes}'), and ${PER_MINUTE} ` +
          'requests a minute per IP address and link. 404 for a link without this gate.',
        params: z.object({ hash: z.string().max(64) }),
        body: verificationCodeRequestSchema,
        response: { 202: verificationCodeSentSchema },
      },
    },
    async (request, reply) => {
      const email = await viewer.requestCode(request.params.hash, { ip: request.ip }, request.body.email);
      return reply.status(202).send({ detail: TEXTS.codeSent(email), email });
    },
  );
}
