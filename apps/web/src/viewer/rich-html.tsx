import './fonts.css';
import { cn } from '../ui/cn.ts';

/** Typography of rich text, shared by the viewer and the editor so both look the same. */
export const RICH_TEXT_CLASS = cn(
  'text-base leading-relaxed break-words',
  '[&_p]:min-h-[1.5em] [&_p+p]:mt-2 [&_a]:text-theme [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:min-h-0',
  '[&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-mist [&_blockquote]:pl-4',
);

/** True when the HTML has no text to show ('' or empty paragraphs). */
export const isBlankHtml = (html: string | null | undefined) =>
  !html ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/** The presentation's own sections whose time is tracked apart (data-part): its cover and closing message. */
export type ViewPart = 'cover' | 'closing';

/**
 * Rich text that the server sanitized on write (opening and closing messages, asset descriptions).
 * Only such fields may be passed here. `part`: the section of the presentation it belongs to (tracking).
 */
export function RichHtml({ html, className, part }: { html: string; className?: string; part?: ViewPart }) {
  if (isBlankHtml(html)) return null;
  return (
    <div
      className={cn(RICH_TEXT_CLASS, className)}
      data-part={part}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes this field on write with an allow-list.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
