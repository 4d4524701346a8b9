import { customType } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';

const FONT_FAMILY = /^[\w\s,'"-]{1,120}$/;
const COLOR = /^(#[\da-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;

/**
 * The allow-list of the rich-text editor (spec §2: bold, italic, underline, lists, links, alignment, colour,
 * fonts and sizes). Everything else — scripts, handlers, styles beyond these — is dropped on write.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'h1',
    'h2',
    'h3',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], '*': ['style'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedStyles: {
    '*': {
      color: [COLOR],
      'background-color': [COLOR],
      'text-align': [/^(left|center|right|justify)$/],
      'font-family': [FONT_FAMILY],
      'font-size': [/^\d{1,2}(\.\d+)?px$/],
    },
  },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS);

/**
 * A text column of rich text: every value written to it, by any insert or update (copies of older rows
 * by clone, templates and paste included), goes through the allow-list first.
 */
export const richText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: sanitizeRichText,
});
