import {
  type AssetEnhance,
  ENHANCE_TEXT_MAX,
  type EnhanceField,
  type PresentationEnhance,
  TITLE_MAX,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { type AiClient, AiError } from '../../platform/ai/ai-client.ts';
import { notFound } from '../../platform/errors.ts';
import { richTextToPlain, stripTags } from '../../platform/plain-text.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { createAssetsRepository } from '../assets/assets.repository.ts';
import type { PresentationsService } from '../presentations/presentations.service.ts';
import { aiCallFailed, aiNotConfigured, enhanceTextEmpty, enhanceTextTooLong } from './ai.errors.ts';
import {
  type EnhanceInput,
  enhanceMaxTokens,
  enhanceMessages,
  enhanceOutput,
  isRich,
} from './enhance.prompt.ts';

/** An asset's title may be longer than a presentation's (assetUpdateSchema). */
const ASSET_TITLE_MAX = 200;

type Deps = { ai: AiClient | null; db: Db; presentations: PresentationsService };

/** A suggestion being written: its text deltas as the model writes them, then the field's value. */
export type EnhanceSuggestion = { deltas: AsyncIterable<string>; value(): string };

/** Enhance (spec §4, §7): a suggestion for one field of the user's presentation or of one of its assets. */
export function createEnhanceService({ ai, db, presentations }: Deps) {
  const assets = createAssetsRepository(db);

  function input(
    field: EnhanceField,
    body: PresentationEnhance | AssetEnhance,
    titleMax: number,
  ): EnhanceInput {
    const text = isRich(field) ? richTextToPlain(body.text) : stripTags(body.text).trim();
    if (!text) throw enhanceTextEmpty();
    if (text.length > ENHANCE_TEXT_MAX) throw enhanceTextTooLong(ENHANCE_TEXT_MAX);
    return { field, text, tone: body.tone, length: body.length, retry: body.retry, titleMax };
  }

  /**
   * Opens the model's stream and waits for its first token, so that a refusal (limits, provider down) is
   * still an HTTP status; later failures end the deltas with an error.
   */
  async function suggest(
    user: UserRow,
    enhance: EnhanceInput,
    signal: AbortSignal,
  ): Promise<EnhanceSuggestion> {
    if (!ai) throw aiNotConfigured();
    const stream = ai.stream({
      userId: user.id,
      feature: 'enhance',
      messages: enhanceMessages(enhance),
      maxTokens: enhanceMaxTokens(enhance),
      temperature: enhance.retry ? 1 : 0.7,
      signal,
    });
    const iterator = stream[Symbol.asyncIterator]();
    let first: IteratorResult<string>;
    try {
      first = await iterator.next();
    } catch (error) {
      throw error instanceof AiError ? aiCallFailed(error) : error;
    }
    let text = '';
    async function* deltas() {
      try {
        for (let next = first; !next.done; next = await iterator.next()) {
          text += next.value;
          yield next.value;
        }
      } finally {
        // A reader that stops early closes the provider's stream and records the call.
        await iterator.return?.();
      }
    }
    return { deltas: deltas(), value: () => enhanceOutput(enhance, text) };
  }

  return {
    async presentation(user: UserRow, id: number, body: PresentationEnhance, signal: AbortSignal) {
      await presentations.owned(user, id);
      return suggest(user, input(body.name, body, TITLE_MAX), signal);
    },

    async asset(user: UserRow, id: number, assetId: number, body: AssetEnhance, signal: AbortSignal) {
      await presentations.owned(user, id);
      if (!(await assets.find(assetId, id))) throw notFound();
      return suggest(user, input(body.name, body, ASSET_TITLE_MAX), signal);
    },
  };
}

export type EnhanceService = ReturnType<typeof createEnhanceService>;
