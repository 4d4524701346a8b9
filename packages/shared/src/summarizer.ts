import { z } from 'zod';

/** The steps of one summary, in order; `failed` ends a run that the user may retry. */
export const SUMMARIZER_STEPS = ['queued', 'reading', 'summarizing', 'done', 'failed'] as const;
export type SummarizerStep = (typeof SUMMARIZER_STEPS)[number];

/** How a suggestion was made: `extractive` is the offline method (no AI provider configured). */
export const SUMMARIZER_METHODS = ['extractive', 'ai'] as const;

export const summarizerResultSchema = z.object({
  title: z.string(),
  description: z.string(),
  method: z.enum(SUMMARIZER_METHODS),
});
export type SummarizerResult = z.infer<typeof summarizerResultSchema>;

export const summarizerProgressSchema = z.object({
  /** Identifies one run: a result from an ignored or replaced run is not applied. */
  run: z.string(),
  step: z.enum(SUMMARIZER_STEPS),
  percentage: z.number().min(0).max(100),
  /** The convert call's (or the user's) hide_summarizer_modal for this run. */
  hide_modal: z.boolean(),
});
export type SummarizerProgress = z.infer<typeof summarizerProgressSchema>;

/** The asset's summarizer fields of spec §3, as the API shows them. */
export const assetSummarizerFields = {
  ai_summarizer_result: summarizerResultSchema.nullable(),
  summarizer_progress: summarizerProgressSchema.nullable(),
  ignore_asset_summarizer: z.boolean(),
  show_selection_summarize: z.boolean(),
  show_warning_ai_summarizer: z.boolean(),
  ai_generated: z.boolean(),
};

/** The summarizer fields of an asset no summary has touched. */
export const NO_SUMMARIZER_STATE = {
  ai_summarizer_result: null,
  summarizer_progress: null,
  ignore_asset_summarizer: false,
  show_selection_summarize: false,
  show_warning_ai_summarizer: false,
  ai_generated: false,
} as const;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A suggested (plain text) description as the rich-text description field holds it. */
export const summaryDescriptionHtml = (text: string) =>
  text ? `<p>${text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)}</p>` : '';
