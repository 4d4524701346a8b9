import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from './html.ts';
import { sanitizeRichText } from './rich-text.ts';

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Text with every tag removed (their content kept) and entities read: what a person sees, as plain text. */
export const stripTags = (text: string) =>
  sanitizeHtml(text, NO_TAGS).replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!);

/** The editor's HTML as plain text: paragraphs apart by a blank line, line breaks kept, list items as "- ". */
export function richTextToPlain(html: string) {
  const marked = html
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/li>/gi, '\n');
  return stripTags(marked)
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** Plain text as the editor's HTML: a paragraph per blank-line block, "- " lines as a list; sanitized. */
export function plainToRichText(text: string) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const html = blocks.map((block) => {
    const lines = block.split('\n').map((line) => line.trim());
    if (lines.every((line) => LIST_ITEM.test(line)))
      return `<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(LIST_ITEM, ''))}</li>`).join('')}</ul>`;
    return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  });
  return sanitizeRichText(html.join(''));
}
