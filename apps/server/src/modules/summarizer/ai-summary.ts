import { z } from 'zod';
import type { AiClient } from '../../platform/ai/ai-client.ts';
import { AiError } from '../../platform/ai/ai-client.ts';
import { promptParts } from '../../platform/ai/prompt.ts';
import type { ExtractiveSummary } from './extractive.ts';

/** How much of the document the model reads: about 6,000 tokens at four characters a token. */
const INPUT_CHARACTERS = 24_000;
const TITLE_MAX = 100;

const SYSTEM =
  'You write the title and the description of a document that a real-estate agent adds to a presentation. ' +
  'Answer with a JSON object only: {"title": "…", "description": "…"}. The title names what the document ' +
  'is about in at most 10 words. The description tells a client in 2 or 3 plain sentences what they will ' +
  'find in it. No markdown, no HTML, no links.';
const TASK = 'Write the title and the description of the document below.';

const answerSchema = z.object({
  title: z.string().trim().min(1).max(300),
  description: z.string().trim().min(1).max(3000),
});

/** The document's page text, cut to the input budget at a page or line end where it can. */
export function truncatePages(pages: string[], limit = INPUT_CHARACTERS) {
  const text = pages.map((page, i) => `[Page ${i + 1}]\n${page.trim()}`).join('\n\n');
  if (text.length <= limit) return text;
  const cut = text.lastIndexOf('\n', limit);
  return text.slice(0, cut > limit * 0.8 ? cut : limit);
}

/** A title and description from the configured model; an AiError when it fails or answers out of format. */
export async function summarizeWithAi(ai: AiClient, userId: number, pages: string[]) {
  const { text } = await ai.complete({
    userId,
    feature: 'summarizer',
    json: true,
    maxTokens: 400,
    temperature: 0.2,
    messages: promptParts({
      system: SYSTEM,
      task: TASK,
      data: [{ label: 'document', text: truncatePages(pages) }],
    }),
  });
  let parsed: z.infer<typeof answerSchema>;
  try {
    parsed = answerSchema.parse(JSON.parse(text));
  } catch {
    throw new AiError('provider', 'The AI provider answered out of format.');
  }
  const title = parsed.title.length > TITLE_MAX ? `${parsed.title.slice(0, TITLE_MAX - 1)}…` : parsed.title;
  return { title, description: parsed.description } satisfies ExtractiveSummary;
}
