import {
  ENGAGEMENT_TEXTS,
  engagementLeadsSchema,
  followUpDraftSchema,
  followUpSchema,
  forwardingGraphSchema,
  HOT_LEADS_MAX,
  INSIGHTS_TEXTS,
  SHARE_EMAIL_TEXTS,
  viewerInsightsParamsSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import { type EngagementService, LEADS_SCAN_MAX } from './engagement.service.ts';

const OWNER =
  'Signed-in owner only: another user’s presentation or viewer answers 404 `{ detail: "Not found." }`. A free ' +
  `user whose insights of this presentation are locked gets 403 '${INSIGHTS_TEXTS.premiumRequired}' ` +
  '(code premium_required), as on presentation-insights.';
const SCORE =
  'A score is 0-100: time (30 points, full at 10 minutes), completion (30, the share of the visible pages seen, an asset without pages one page; 100% only once ' +
  'the viewer reached the end), returns (15, full at the 4th visit), forwards (15, full at 2 people) and feedback (10), with ' +
  "a reason such as 'Viewed 90% twice, 12 min, forwarded to 2'. Computed from the recorded activity.";
const FOLLOW_UP =
  `Premium (or trial) only: others 403 '${ENGAGEMENT_TEXTS.followUpPremium}' (code premium_required). The ` +
  "follow-up goes to the viewer's e-mail through the enabled link of their latest visit (their own " +
  `individual link first). 400 \`non_field_errors\`: no e-mail '${ENGAGEMENT_TEXTS.noEmail}'; every link ` +
  `unpublished '${SHARE_EMAIL_TEXTS.linkDisabled}'; the recipient stopped e-mails of that link ` +
  `'${ENGAGEMENT_TEXTS.emailsStopped}'.`;

export async function engagementRoutes(
  base: FastifyInstance,
  { engagement }: { engagement: EngagementService },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['insights'];

  app.get(
    '/api/presentation-insights/:id/leads',
    {
      schema: {
        tags,
        operationId: 'listHotLeads',
        summary: 'List the hot leads of a presentation',
        description:
          `The ${HOT_LEADS_MAX} viewers with the best engagement score, best first (ties: most recent). ` +
          `Scores the ${LEADS_SCAN_MAX.toLocaleString('en-US')} most recent viewers. ${SCORE} ${OWNER}`,
        params: idParams,
        response: { 200: engagementLeadsSchema },
      },
    },
    async (request) => engagement.leads(requireAuth(request).user, request.params.id),
  );

  app.get(
    '/api/presentation-insights/:id/forwarding',
    {
      schema: {
        tags,
        operationId: 'getForwardingGraph',
        summary: 'Read who forwarded a presentation to whom',
        description:
          'The forwarding tree as a depth-first list of viewers: roots (depth 0, `parent_key` null) are people ' +
          'who forwarded without having been forwarded to; each is followed by those they forwarded to (by ' +
          'e-mail, in the order of the forwards) and theirs, each with sessions, seconds and when it was ' +
          'forwarded to them. Someone forwarded to twice appears once, under the first. `disable_forwarding` ' +
          'is the presentation’s setting (PATCH presentations/{id}): while on, recipients cannot forward ' +
          '(the forward call answers 403 and the recipient page shows no Forward button); links made by ' +
          `earlier forwards keep working, each can be unpublished on its own. ${OWNER}`,
        params: idParams,
        response: { 200: forwardingGraphSchema },
      },
    },
    async (request) => engagement.graph(requireAuth(request).user, request.params.id),
  );

  app.post(
    '/api/presentation-insights/:id/user/:key/follow-up/draft',
    {
      schema: {
        tags,
        operationId: 'draftFollowUp',
        summary: 'Draft a follow-up e-mail to a viewer',
        description:
          'A subject and message for the owner to edit, naming the (up to 3) assets the viewer spent most ' +
          'time on: written by the AI provider when one is configured and answers (`drafted_with` ai), else ' +
          `from a template. Nothing is sent. ${FOLLOW_UP} ${OWNER}`,
        params: viewerInsightsParamsSchema,
        response: { 200: followUpDraftSchema },
      },
    },
    async (request) => engagement.draft(requireAuth(request).user, request.params.id, request.params.key),
  );

  app.post(
    '/api/presentation-insights/:id/user/:key/follow-up',
    {
      schema: {
        tags,
        operationId: 'sendFollowUp',
        summary: 'Send a follow-up e-mail to a viewer',
        description:
          'Sends `{ subject, message }` (plain text) in the owner’s name, with the viewer’s link, like the ' +
          `other share e-mails; answers 201 \`{ to }\`. Empty subject '${SHARE_EMAIL_TEXTS.subjectRequired}', ` +
          `empty message '${SHARE_EMAIL_TEXTS.messageRequired}'. ${FOLLOW_UP} ${OWNER}`,
        params: viewerInsightsParamsSchema,
        body: followUpSchema,
        response: { 201: z.object({ to: z.string() }) },
      },
    },
    async (request, reply) => {
      const sent = await engagement.send(
        requireAuth(request).user,
        request.params.id,
        request.params.key,
        request.body,
      );
      return reply.status(201).send(sent);
    },
  );
}
