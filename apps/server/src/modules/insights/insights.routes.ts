import {
  activityItemSchema,
  activitySessionSchema,
  addViewerEmailSchema,
  assetActivityQuerySchema,
  assetActivitySchema,
  documentActivityQuerySchema,
  INSIGHTS_PAGE_SIZE,
  INSIGHTS_TEXTS,
  pageOf,
  pageQuerySchema,
  presentationActivityQuerySchema,
  presentationInsightsQuerySchema,
  presentationInsightsSchema,
  REFUSED_ATTEMPTS_MAX,
  refusedAttemptSchema,
  VIEWER_SESSIONS_MAX,
  viewDurationQuerySchema,
  viewDurationSchema,
  viewerInsightsParamsSchema,
  viewerInsightsSchema,
} from '@folio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { attachment } from '../../platform/csv.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { idParams } from '../../platform/params.ts';
import { exportFileName, sessionsCsv, viewersCsv } from './insights.exports.ts';
import { EXPORT_MAX_ROWS, type InsightsService } from './insights.service.ts';

const OWNER =
  'Signed-in owner only: another user’s presentation, asset or viewer answers 404 `{ detail: "Not found." }`. ' +
  'Deleted presentations have no insights.';
const FREE =
  'Free users (no premium, no active trial) may open the insights of as many of their presentations as ' +
  '`remaining_presentation_insights_free_user`, counted in the order the presentations were first shared (deleted ' +
  'ones count, so deleting frees nothing); opening another is 403 ' +
  `\`{ detail: '${INSIGHTS_TEXTS.premiumRequired}', code: 'premium_required' }\`. A presentation never shared is open.`;
const LOCKED_LISTS =
  'Lists leave out the presentations whose insights are locked for a free user (see presentation-insights).';
const VIEWER =
  'A viewer is identified by, in order: the e-mail they gave (lower-cased), their phone, the signed-in user, ' +
  'the recipient of an individual link (its e-mail, else the link itself), else the session alone (the public ' +
  'link with nothing given). `key` (32 hex) names the viewer: md5 of that identity.';
const SECONDS = 'Seconds are visible, active viewing time, rounded to whole seconds.';
const PAGED = `Paged like other lists: \`page\` (from 1) and \`page_size\` (default ${INSIGHTS_PAGE_SIZE}).`;

/** next/previous for a page of `count` rows. */
const withLinks = <T>(
  request: FastifyRequest,
  size: number | undefined,
  result: { count: number; results: T[] },
) => ({
  ...pageLinks(request, result.count, size ?? INSIGHTS_PAGE_SIZE),
  results: result.results,
});

export async function insightsRoutes(base: FastifyInstance, { insights }: { insights: InsightsService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['insights'];
  const viewerParams = viewerInsightsParamsSchema;

  app.get(
    '/api/presentation-insights/:id',
    {
      schema: {
        tags,
        operationId: 'getPresentationInsights',
        summary: 'Read the insights of a presentation',
        description:
          'Insights of one presentation: `views` (sessions), `unique_viewers`, total and average seconds, ' +
          '`completed_viewers` and `completion_percent` (viewers who reached the last page of the last visible ' +
          'non-separator asset, or that asset itself when it has no pages), every asset with its sessions ' +
          '(`views`: a page seen or time spent), seconds, video seconds and each page’s views and seconds, the ' +
          'cover’s seconds, `views_over_time` per UTC day, and `viewers`: a page of viewers, most recent first, ' +
          `each with sessions, first and last view, seconds, assets reached, completion, feedback count and whom ` +
          `they forwarded to. ${PAGED} ${VIEWER} ${SECONDS} ${FREE} ${OWNER}`,
        params: idParams,
        querystring: presentationInsightsQuerySchema,
        response: { 200: presentationInsightsSchema },
      },
    },
    async (request) => {
      const result = await insights.presentation(requireAuth(request).user, request.params.id, request.query);
      return { ...result, viewers: withLinks(request, request.query.page_size, result.viewers) };
    },
  );

  app.get(
    '/api/presentation-insights/:id/user/:key',
    {
      schema: {
        tags,
        operationId: 'getPresentationViewer',
        summary: 'Read one viewer of a presentation',
        description:
          `One viewer of one presentation (\`key\` from the viewers list): their row, their sessions (newest ` +
          `first, at most ${VIEWER_SESSIONS_MAX}) each with the pages in the order first seen and their seconds, ` +
          'seconds per asset and on the cover; their feedback (newest first) and forwards. An unknown key is 404. ' +
          `${VIEWER} ${FREE} ${OWNER}`,
        params: viewerParams,
        response: { 200: viewerInsightsSchema },
      },
    },
    async (request) => insights.viewer(requireAuth(request).user, request.params.id, request.params.key),
  );

  const CSV =
    `A CSV file (RFC 4180, UTF-8 with a byte-order mark, CRLF), a header row first, at most ` +
    `${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows (the most recent). A text cell starting with = + - @, tab or ` +
    `carriage return is prefixed with ' so a spreadsheet shows it as text, never runs it as a formula. ` +
    `Times are ISO 8601 UTC; yes/no for booleans. Downloaded as an attachment named after the presentation.`;
  for (const [what, operationId, columns] of [
    [
      'viewers',
      'exportPresentationViewers',
      'one row per viewer, most recent first: name, e-mail, phone, sessions, first and last view, seconds, assets reached, completed, feedback, forwarded to, links',
    ],
    [
      'sessions',
      'exportPresentationSessions',
      'one row per view session, newest first: started, last seen, name, e-mail, phone, link, seconds, video seconds, pages viewed, feedback',
    ],
  ] as const)
    app.get(
      `/api/presentation-insights/:id/${what}.csv`,
      {
        schema: {
          tags,
          operationId,
          summary: `Download a presentation's ${what} as CSV`,
          description: `The ${what} of one presentation as a spreadsheet: ${columns}. ${CSV} ${VIEWER} ${FREE} ${OWNER}`,
          params: idParams,
          produces: ['text/csv'],
          response: { 200: z.string().describe('The CSV file.') },
        },
      },
      async (request, reply) => {
        const user = requireAuth(request).user;
        const { presentation, body } =
          what === 'viewers'
            ? await insights
                .allViewers(user, request.params.id)
                .then((r) => ({ ...r, body: viewersCsv(r.viewers) }))
            : await insights
                .allSessions(user, request.params.id)
                .then((r) => ({ ...r, body: sessionsCsv(r.sessions) }));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(exportFileName(presentation.title, what)))
          .header('cache-control', 'no-store')
          .send(body);
      },
    );

  app.post(
    '/api/presentation-insights/:id/user/:key/add-email',
    {
      schema: {
        tags,
        operationId: 'addViewerEmail',
        summary: 'Attach an e-mail address to a viewer',
        description:
          'Attaches an e-mail (trimmed, lower-cased) to a viewer who has none: every session of theirs gets it, so ' +
          'they become, or join, the viewer of that e-mail. Answers that viewer (its `key` changes). 400 ' +
          `\`{ email: ['${INSIGHTS_TEXTS.viewerHasEmail}'] }\` when the viewer has an e-mail; empty ` +
          `'${INSIGHTS_TEXTS.emailRequired}', invalid '${INSIGHTS_TEXTS.emailInvalid}'. ${FREE} ${OWNER}`,
        params: viewerParams,
        body: addViewerEmailSchema,
        response: { 200: viewerInsightsSchema },
      },
    },
    async (request) =>
      insights.addEmail(requireAuth(request).user, request.params.id, request.params.key, request.body.email),
  );

  app.get(
    '/api/presentation-insights/:id/refused',
    {
      schema: {
        tags,
        operationId: 'listRefusedViewers',
        summary: 'List the addresses a presentation’s links refused',
        description:
          'The addresses that a link’s allow or block list refused at its verified e-mail gate (issue 18), newest ' +
          `first, at most ${REFUSED_ATTEMPTS_MAX}: each with the link and when. ${FREE} ${OWNER}`,
        params: idParams,
        response: { 200: z.object({ results: z.array(refusedAttemptSchema) }) },
      },
    },
    async (request) => ({ results: await insights.refused(requireAuth(request).user, request.params.id) }),
  );

  app.get(
    '/api/activities',
    {
      schema: {
        tags,
        operationId: 'listActivities',
        summary: 'List recent activity',
        description:
          'The owner’s recent activity across presentations and documents, newest first: `view` (a session ' +
          'opened; its seconds so far), `feedback` (comment, emoji) and `forward` (to whom). ' +
          `${PAGED} ${LOCKED_LISTS} ${VIEWER}`,
        querystring: pageQuerySchema,
        response: { 200: pageOf(activityItemSchema) },
      },
    },
    async (request) =>
      withLinks(
        request,
        request.query.page_size,
        await insights.events(requireAuth(request).user, request.query),
      ),
  );

  for (const [path, type, querystring, param, operationId] of [
    [
      '/api/presentation-activity',
      'presentation',
      presentationActivityQuerySchema,
      'presentation',
      'listPresentationActivity',
    ],
    ['/api/document-activity', 'document', documentActivityQuerySchema, 'document', 'listDocumentActivity'],
  ] as const)
    app.get(
      path,
      {
        schema: {
          tags,
          operationId,
          summary: `List view sessions of ${type}s`,
          description:
            `View sessions of the owner’s ${type}s, newest first, each with its viewer, link, seconds, pages ` +
            `viewed and feedback count. \`${param}\` narrows to one ${type} (404 when not theirs, 403 when locked). ` +
            `${PAGED} ${LOCKED_LISTS} ${VIEWER} ${SECONDS}`,
          querystring,
          response: { 200: pageOf(activitySessionSchema) },
        },
      },
      async (request) => {
        const query = request.query as {
          page: number;
          page_size?: number;
          presentation?: number;
          document?: number;
        };
        const id = param === 'presentation' ? query.presentation : query.document;
        return withLinks(
          request,
          query.page_size,
          await insights.sessions(requireAuth(request).user, type, id, query),
        );
      },
    );

  app.get(
    '/api/presentation-activity/view-duration',
    {
      schema: {
        tags,
        operationId: 'listViewDurations',
        summary: 'List view totals per shared presentation',
        description:
          'The owner’s shared presentations and documents (first share date set), most recently viewed first: ' +
          'views, unique viewers, total and average seconds, last view, and `insights_locked` when a free user’s ' +
          'allowance does not cover it (these numbers stay visible; who viewed does not). `presentation` narrows to ' +
          `one id, \`type\` to presentations or documents. ${PAGED} ${SECONDS}`,
        querystring: viewDurationQuerySchema,
        response: { 200: pageOf(viewDurationSchema) },
      },
    },
    async (request) =>
      withLinks(
        request,
        request.query.page_size,
        await insights.durations(requireAuth(request).user, request.query),
      ),
  );

  app.get(
    '/api/asset-activity',
    {
      schema: {
        tags,
        operationId: 'getAssetActivity',
        summary: 'Read the activity of an asset',
        description:
          '`asset` (required): that asset’s numbers (sessions, seconds, video seconds, each page’s views and ' +
          'seconds) and a page of the sessions that reached it, newest first, with the pages they saw of it in ' +
          `order and its seconds. ${PAGED} ${FREE} ${OWNER}`,
        querystring: assetActivityQuerySchema,
        response: { 200: assetActivitySchema },
      },
    },
    async (request) => {
      const result = await insights.asset(requireAuth(request).user, request.query.asset, request.query);
      return { asset: result.asset, ...withLinks(request, request.query.page_size, result) };
    },
  );
}
