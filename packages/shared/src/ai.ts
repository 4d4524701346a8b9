import { z } from 'zod';

/** The AI helpers' texts (spec §2, §8) and the answers of the AI calls. */
export const AI_TEXTS = {
  disclaimer: 'always double-check AI suggestions before accepting.',
  enhanceFailed: 'Something went wrong.',
  processingGlitch: 'Oops! Looks like there was a glitch in our AI processing',
  notConfigured: 'AI is not configured on this server.',
  budgetExhausted: "You have used this month's AI allowance. It renews on the 1st.",
  rateLimited: 'Too many AI requests. Please wait a minute and try again.',
  providerFailed: 'The AI provider did not answer. Please try again.',
  timeout: 'The AI provider took too long to answer. Please try again.',
  textTooLong: (max: number) =>
    `This text is too long to enhance (at most ${max.toLocaleString('en-US')} characters).`,
  textEmpty: 'Write some text to enhance first.',
} as const;

/** The enhance panel's settings (spec §4); both default to 'same'. */
export const ENHANCE_TONES = ['same', 'casual', 'professional', 'happier'] as const;
export const ENHANCE_LENGTHS = ['same', 'more', 'less'] as const;
export type EnhanceTone = (typeof ENHANCE_TONES)[number];
export type EnhanceLength = (typeof ENHANCE_LENGTHS)[number];

/** The fields enhance works on (spec §7): a presentation's, and an asset's. */
export const PRESENTATION_ENHANCE_FIELDS = ['title', 'opening_msg', 'closing_msg'] as const;
export const ASSET_ENHANCE_FIELDS = ['title', 'description'] as const;
export type EnhanceField =
  | (typeof PRESENTATION_ENHANCE_FIELDS)[number]
  | (typeof ASSET_ENHANCE_FIELDS)[number];
/** Fields of rich text (sanitized HTML); the others are plain text. */
export const RICH_ENHANCE_FIELDS: readonly EnhanceField[] = ['opening_msg', 'closing_msg', 'description'];

/** Plain text (tags removed) longer than this is refused. */
export const ENHANCE_TEXT_MAX = 10_000;

const enhanceSettings = {
  /** The field's current text: plain for a title, the editor's HTML for a rich field. */
  text: z.string().max(100_000, 'This text is too long.'),
  /** Another suggestion for the same text (the panel's Retry). */
  retry: z.boolean().default(false),
  tone: z.enum(ENHANCE_TONES).default('same'),
  length: z.enum(ENHANCE_LENGTHS).default('same'),
};

export const presentationEnhanceSchema = z.object({
  name: z.enum(PRESENTATION_ENHANCE_FIELDS),
  ...enhanceSettings,
});
export const assetEnhanceSchema = z.object({ name: z.enum(ASSET_ENHANCE_FIELDS), ...enhanceSettings });
export type PresentationEnhance = z.infer<typeof presentationEnhanceSchema>;
export type AssetEnhance = z.infer<typeof assetEnhanceSchema>;

/**
 * The events of an enhance stream (text/event-stream, `event:` names the type, `data:` is JSON): `delta`
 * events carry the suggestion's plain text as the model writes it, then one `done` with the final
 * suggestion (plain text for a title, sanitized HTML for a rich field), or one `error`.
 */
export const enhanceDeltaSchema = z.object({ text: z.string() });
export const enhanceDoneSchema = z.object({ text: z.string() });
export const enhanceErrorSchema = z.object({ detail: z.string() });
export type EnhanceEvent =
  | { event: 'delta'; data: z.infer<typeof enhanceDeltaSchema> }
  | { event: 'done'; data: z.infer<typeof enhanceDoneSchema> }
  | { event: 'error'; data: z.infer<typeof enhanceErrorSchema> };
