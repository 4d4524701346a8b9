import type { EnhanceField, EnhanceLength, EnhanceTone } from '@folio/shared';
import { apiEvents } from '../../lib/api.ts';

/** The field enhance works on: a presentation's, or one of its assets'. */
export type EnhanceTarget = { presentationId: number; assetId?: number; name: EnhanceField };
export type EnhanceSettings = { tone: EnhanceTone; length: EnhanceLength; retry: boolean };
export type EnhanceUpdate = { kind: 'delta'; text: string } | { kind: 'done'; value: string };

const path = ({ presentationId, assetId }: EnhanceTarget) =>
  assetId === undefined
    ? `/presentations/${presentationId}/enhance`
    : `/presentations/${presentationId}/assets/${assetId}/enhance`;

/**
 * The suggestion as the server streams it: the text written so far, then the field's value. Rejects on
 * an error answer or event, and when the stream ends without its value.
 */
export async function* streamEnhance(
  target: EnhanceTarget,
  text: string,
  settings: EnhanceSettings,
  signal: AbortSignal,
): AsyncGenerator<EnhanceUpdate> {
  const events = apiEvents<{ text?: string; detail?: string }>(path(target), {
    body: { name: target.name, text, ...settings },
    signal,
  });
  let written = '';
  for await (const { event, data } of events) {
    if (event === 'delta') {
      written += data.text ?? '';
      yield { kind: 'delta', text: written };
    } else if (event === 'done') {
      yield { kind: 'done', value: data.text ?? '' };
      return;
    } else throw data;
  }
  throw new Error('The suggestion ended early.');
}
