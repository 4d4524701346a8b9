import { FEEDBACK_EMOJIS, feedbackCreateSchema, feedbackSchema, VIEWER_TEXTS } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { guardsSecret } from '../../platform/rate-limit-store.ts';
import { presentFeedback } from './feedback.presenter.ts';
import type { FeedbackService } from './feedback.service.ts';

type Deps = { feedback: FeedbackService; rateLimit: number };

export async function feedbackRoutes(base: FastifyInstance, { feedback, rateLimit }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/feedback',
    {
      config: guardsSecret({ rateLimit: { max: rateLimit, timeWindow: '1 minute' } }),
      schema: {
        tags: ['viewer'],
        operationId: 'sendFeedback',
        summary: 'Send feedback on a shared presentation',
        security: NO_CREDENTIALS,
        description:
          'A recipient’s feedback (201), stored as plain text. `presentation_activity` is the view token of the ' +
          `presentation answer. Rules (400 per field): empty name '${VIEWER_TEXTS.feedbackNameRequired}', empty ` +
          `email '${VIEWER_TEXTS.feedbackEmailRequired}', invalid email '${VIEWER_TEXTS.feedbackEmailInvalid}', ` +
          `neither comment nor emoji "${VIEWER_TEXTS.feedbackEmpty}" on both \`comment\` and \`emoji\`. ` +
          `\`emoji\`: one of ${FEEDBACK_EMOJIS.join(', ')}. A made-up or dead token is 403, a link with ` +
          `prevent_feedback 403 '${VIEWER_TEXTS.feedbackDisabled}'. At most ${rateLimit} a minute per address.`,
        body: feedbackCreateSchema,
        response: { 201: feedbackSchema },
      },
    },
    async (request, reply) => reply.status(201).send(presentFeedback(await feedback.create(request.body))),
  );
}
