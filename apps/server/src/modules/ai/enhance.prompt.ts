import { type EnhanceField, type EnhanceLength, type EnhanceTone, RICH_ENHANCE_FIELDS } from '@folio/shared';
import type { AiMessage } from '../../platform/ai/ai-client.ts';
import { promptParts } from '../../platform/ai/prompt.ts';
import { plainToRichText, stripTags } from '../../platform/plain-text.ts';

const SYSTEM =
  'You are the writing assistant of Folio, where real-estate agents, sales people and coaches build ' +
  'presentations for their clients. You rewrite one piece of their text so it reads better. Answer with ' +
  'the rewritten text only: no preamble, no explanation, no quotation marks around it, no Markdown, no ' +
  'HTML, and no link, web address or e-mail address that the text does not already contain. Keep the ' +
  "text's language, facts, names, numbers and prices; never invent facts.";

const FIELDS: Record<EnhanceField, string> = {
  title: 'title',
  description: 'description of one part of a presentation',
  opening_msg: 'opening message of a presentation (what the client reads first)',
  closing_msg: 'closing message of a presentation (what the client reads last)',
};
const TONES: Record<EnhanceTone, string> = {
  same: 'Keep its tone.',
  casual: 'Make the tone casual and friendly.',
  professional: 'Make the tone professional.',
  happier: 'Make the tone happier and more enthusiastic.',
};
const LENGTHS: Record<EnhanceLength, string> = {
  same: 'Keep about the same length.',
  more: 'Make it longer, by about half, without adding facts.',
  less: 'Make it shorter, by about half.',
};

export type EnhanceInput = {
  field: EnhanceField;
  /** The field's text as plain text. */
  text: string;
  tone: EnhanceTone;
  length: EnhanceLength;
  retry: boolean;
  /** A title's longest length. */
  titleMax: number;
};

export const isRich = (field: EnhanceField) => RICH_ENHANCE_FIELDS.includes(field);

/** The messages of one enhance call: the user's text only as data, in the fenced block. */
export function enhanceMessages(input: EnhanceInput): AiMessage[] {
  const shape = isRich(input.field)
    ? 'Separate paragraphs with a blank line; start each list item with "- ".'
    : `Answer with one line of at most ${input.titleMax} characters.`;
  const retry = input.retry ? ' The user asked for another version: word it differently.' : '';
  return promptParts({
    system: SYSTEM,
    task: `Rewrite the ${FIELDS[input.field]} in the block below. ${TONES[input.tone]} ${LENGTHS[input.length]} ${shape}${retry}`,
    data: [{ label: 'text', text: input.text }],
  });
}

/** A rough cap on the answer's tokens: a title is short; a text may grow by half. */
export const enhanceMaxTokens = (input: EnhanceInput) =>
  isRich(input.field) ? Math.min(4000, Math.ceil(input.text.length / 2) + 200) : 100;

const unwrap = (text: string) =>
  stripTags(text)
    .replace(/\*\*|__|^#+\s*/gm, '')
    .trim()
    .replace(/^["“'](.*)["”']$/s, '$1')
    .trim();

/**
 * The model's answer as the field's value, whatever the model wrote: a title is one line of plain text no
 * longer than the field allows; a rich field is sanitized HTML made from plain text (no tag or link the
 * model wrote survives).
 */
export function enhanceOutput(input: Pick<EnhanceInput, 'field' | 'titleMax'>, answer: string) {
  const text = unwrap(answer);
  if (isRich(input.field)) return plainToRichText(text);
  return text.replace(/\s+/g, ' ').slice(0, input.titleMax).trim();
}
