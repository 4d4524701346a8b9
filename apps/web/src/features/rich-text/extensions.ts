import { TextAlign } from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import { StarterKit } from '@tiptap/starter-kit';
import { MaxLength } from './max-length.ts';

export const ALIGNMENTS = ['left', 'center', 'right'] as const;

/**
 * The editor's features, limited to what the server's allow-list keeps: paragraphs, line breaks,
 * bold, italic, underline, strike, lists, links, and colour, font, size and alignment as styles.
 */
export function richTextExtensions({ placeholder, maxLength }: { placeholder?: string; maxLength?: number }) {
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    }),
    TextStyle,
    Color,
    FontFamily,
    FontSize,
    TextAlign.configure({ types: ['paragraph'], alignments: [...ALIGNMENTS] }),
    Placeholder.configure({ placeholder: placeholder ?? '' }),
    MaxLength.configure({ limit: maxLength ?? null }),
  ];
}
