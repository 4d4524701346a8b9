import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import type { AiMessage } from '../../platform/ai/ai-client.ts';
import { promptParts } from '../../platform/ai/prompt.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { AssetBuilderFile, StoredProposedAsset } from './asset-builder.table.ts';
import type { ListingPage } from './listing-page.ts';

/** The model's answer was not the JSON asked for: nothing of it is kept. */
export class ProposalFormatError extends Error {}

const MAX_ASSETS = 12;

const SYSTEM = [
  "You are Folio's asset builder. A real-estate agent is making a presentation for a client from listing pages",
  'and files they uploaded. Propose its assets, in the order the client should see them.',
  'Answer with one JSON object and nothing else, of exactly this shape:',
  '{"assets": [ITEM, ...]} where each ITEM is one of',
  '{"type": "text", "title": string, "description": string} — a text section (property highlights, the',
  'neighbourhood, pricing notes…); description is short HTML using only <p>, <ul>, <ol>, <li>, <strong>, <em>;',
  '{"type": "link", "page": number, "title": string} — a link to listing page number `page`;',
  '{"type": "file", "file": number, "title": string, "description": string} — uploaded file number `file`,',
  'placed where it fits among the text sections (description: one plain sentence, or empty).',
  `Use only facts the pages state; never invent prices or figures. At most ${MAX_ASSETS} items; every uploaded file once.`,
].join('\n');

const describePage = (page: ListingPage, n: number) =>
  [
    `Listing page ${n}: ${page.url}`,
    `Title: ${page.title}`,
    page.description && `Description: ${page.description}`,
    page.facts.length > 0 && `Facts:\n${page.facts.map((fact) => `- ${fact}`).join('\n')}`,
    `Text:\n${page.text}`,
  ]
    .filter(Boolean)
    .join('\n');

const kindWord = (filename: string) =>
  /\.(bmp|jpe?g|png|tiff?|webp|gif|svg|heic)$/i.test(filename) ? 'picture' : 'document';

/** The messages of one generation: pages and file names are data in fenced blocks, never instructions. */
export function proposalPrompt(pages: ListingPage[], files: AssetBuilderFile[]): AiMessage[] {
  const data = pages.map((page, i) => ({ label: `listing page ${i + 1}`, text: describePage(page, i + 1) }));
  if (files.length > 0)
    data.push({
      label: 'uploaded files',
      text: files.map((file, i) => `File ${i + 1}: ${file.filename} (${kindWord(file.filename)})`).join('\n'),
    });
  return promptParts({
    system: SYSTEM,
    task:
      `Propose the assets for this presentation from the ${pages.length} listing page(s)` +
      (files.length > 0 ? ` and the ${files.length} uploaded file(s)` : '') +
      ' below. Answer with the JSON object only.',
    data,
  });
}

const text = (max: number) => z.string().transform((value) => value.trim().slice(0, max));
const answerSchema = z.object({
  assets: z
    .array(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('text'), title: text(200), description: text(20_000) }),
        z.object({ type: z.literal('link'), page: z.number().int(), title: text(200) }),
        z.object({
          type: z.literal('file'),
          file: z.number().int(),
          title: text(200),
          description: text(2_000).default(''),
        }),
      ]),
    )
    .min(1),
});

/**
 * The model's text as sanitized rich text without links: what it writes is checked like anything a user
 * pastes, and a page cannot slip a link into the presentation through it.
 */
function sectionHtml(description: string) {
  const html = /<[a-z][^>]*>/i.test(description)
    ? description
    : description
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join('');
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em'],
    allowedAttributes: {},
  });
}

const plain = (value: string) => sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} }).trim();

function parseAnswer(answer: string) {
  let json: unknown;
  try {
    // Some providers wrap JSON mode's answer in a code fence anyway.
    json = JSON.parse(answer.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new ProposalFormatError('The answer is not JSON.');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new ProposalFormatError('The answer is not a list of assets.');
  return parsed.data.assets;
}

/**
 * The proposal the model's answer describes, checked: pages and files named by their numbers (unknown
 * numbers dropped, each once), text sanitized; files the model left out follow at the end, so none is lost.
 */
export function readProposal(
  answer: string,
  pages: ListingPage[],
  files: AssetBuilderFile[],
): StoredProposedAsset[] {
  const proposal: StoredProposedAsset[] = [];
  const usedPages = new Set<number>();
  const usedFiles = new Set<number>();
  for (const item of parseAnswer(answer).slice(0, MAX_ASSETS + files.length)) {
    if (item.type === 'text') {
      const description = sectionHtml(item.description);
      if (plain(item.title) || plain(description))
        proposal.push({ type: 'text', title: plain(item.title), description });
    } else if (item.type === 'link') {
      const page = pages[item.page - 1];
      if (!page || usedPages.has(item.page)) continue;
      usedPages.add(item.page);
      const thumbnail = page.images[0] ?? null;
      proposal.push({
        type: 'link',
        website: page.url,
        title: plain(item.title) || page.title,
        thumbnail,
        thumbnails: page.images,
      });
    } else {
      const file = files[item.file - 1];
      if (!file || usedFiles.has(item.file)) continue;
      usedFiles.add(item.file);
      proposal.push({
        type: 'file',
        upload_key: file.upload_key,
        title: plain(item.title),
        description: plain(item.description),
      });
    }
  }
  files.forEach((file, i) => {
    if (!usedFiles.has(i + 1))
      proposal.push({ type: 'file', upload_key: file.upload_key, title: '', description: '' });
  });
  if (!proposal.some((item) => item.type === 'text'))
    throw new ProposalFormatError('The answer has no text section.');
  return proposal;
}
