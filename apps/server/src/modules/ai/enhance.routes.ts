import { PassThrough } from 'node:stream';
import {
  AI_TEXTS,
  assetEnhanceSchema,
  type EnhanceEvent,
  PROVIDER_ERROR_RESPONSES,
  presentationEnhanceSchema,
} from '@folio/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AiError } from '../../platform/ai/ai-client.ts';
import { requireAuth } from '../../platform/auth.ts';
import { assetParams, idParams } from '../../platform/params.ts';
import type { EnhanceService, EnhanceSuggestion } from './enhance.service.ts';

const tags = ['ai'];
const DESCRIPTION =
  'A suggestion for the field `name` written by the AI provider from `text` (the field’s current value: ' +
  'plain text for a title, the editor’s HTML for a rich field), in the `tone` and `length` asked for ' +
  '(both default `same`); `retry: true` asks for another version. The answer is streamed as server-sent ' +
  'events (text/event-stream): `event: delta` with `data: {"text": "…"}` as the model writes (plain ' +
  'text, to show as text), then one `event: done` with `data: {"text": "…"}`, the field’s value (plain ' +
  'text for a title, no longer than the field allows; sanitized HTML for a rich field), or one ' +
  '`event: error` with `data: {"detail": "…"}` when the provider fails after the first words. Before ' +
  'the stream starts: 400 for empty or too long text, 404 for a presentation or asset that is not the ' +
  'user’s, 429 over the user’s AI calls per minute (AI_RATE_LIMIT) or monthly tokens (AI_MONTHLY_TOKENS), ' +
  '502 when the provider fails, 503 when no AI provider is configured (the `enhance` flag is then false), ' +
  '504 when it is too slow. Nothing is saved: accepting the suggestion is the field’s usual update.';
const response = {
  200: z.string().describe('text/event-stream of delta, done or error events.'),
  ...PROVIDER_ERROR_RESPONSES,
  504: z.looseObject({ detail: z.string() }).describe('The AI provider took too long to answer.'),
};

const event = ({ event, data }: EnhanceEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Writes the suggestion's events as they come; the browser going away cancels the provider's call. */
async function pipeEvents(suggestion: EnhanceSuggestion, out: PassThrough) {
  try {
    for await (const text of suggestion.deltas) out.write(event({ event: 'delta', data: { text } }));
    out.write(event({ event: 'done', data: { text: suggestion.value() } }));
  } catch (error) {
    const detail = error instanceof AiError ? error.message : AI_TEXTS.providerFailed;
    out.write(event({ event: 'error', data: { detail } }));
  } finally {
    out.end();
  }
}

function stream(reply: FastifyReply, suggestion: EnhanceSuggestion) {
  const out = new PassThrough();
  void pipeEvents(suggestion, out);
  return reply
    .type('text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(out);
}

/** Aborted when the browser goes away before the answer's end. */
function disconnectSignal(reply: FastifyReply) {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** POST presentations/{id}/enhance and POST presentations/{id}/assets/{assetId}/enhance (spec §7). */
export async function enhanceRoutes(base: FastifyInstance, { enhance }: { enhance: EnhanceService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Compression would hold the events back until a block is full.
  const config = { compress: false as const };

  app.post(
    '/api/presentations/:id/enhance',
    {
      config,
      schema: {
        tags,
        operationId: 'enhancePresentationText',
        summary: 'An AI suggestion for a presentation’s title, opening or closing message',
        description: DESCRIPTION,
        produces: ['text/event-stream'],
        params: idParams,
        body: presentationEnhanceSchema,
        response,
      },
    },
    async (request, reply) => {
      const signal = disconnectSignal(reply);
      const { user } = requireAuth(request);
      return stream(reply, await enhance.presentation(user, request.params.id, request.body, signal));
    },
  );

  app.post(
    '/api/presentations/:id/assets/:assetId/enhance',
    {
      config,
      schema: {
        tags,
        operationId: 'enhanceAssetText',
        summary: 'An AI suggestion for an asset’s title or description',
        description: DESCRIPTION,
        produces: ['text/event-stream'],
        params: assetParams,
        body: assetEnhanceSchema,
        response,
      },
    },
    async (request, reply) => {
      const signal = disconnectSignal(reply);
      const { user } = requireAuth(request);
      const { id, assetId } = request.params;
      return stream(reply, await enhance.asset(user, id, assetId, request.body, signal));
    },
  );
}
