import { TimerOff } from 'lucide-react';
import { useEffect } from 'react';
import { applyTheme } from '../lib/theme.ts';
import { RecipientHeader } from './recipient-header.tsx';
import { senderName } from './to-viewer.ts';
import type { RecipientSender } from './types.ts';

/** Texts of the not-found page (kept here: the page loads only for a link that does not open). */
export const NOT_FOUND_TEXTS = {
  presentationNotFound: {
    title: 'Presentation not found',
    fromSender: (name: string) =>
      `This presentation from ${name} is no longer shared. Ask them for a new link.`,
    unknown:
      'This link does not lead to a presentation. Check that it was copied whole, or ask its sender for a new one.',
  },
  documentNotFound: {
    title: 'Document not found',
    fromSender: (name: string) => `This document from ${name} is no longer shared. Ask them for a new link.`,
    unknown:
      'This link does not lead to a document. Check that it was copied whole, or ask its sender for a new one.',
  },
} as const;

/** A link that expired or used its views (link-limits): its own page, not a 404. */
export const CLOSED_TEXTS = {
  expired: {
    title: 'This link has expired',
    fromSender: (name: string) => `This link from ${name} has expired. Ask them for a new one.`,
    unknown: 'This link has expired. Ask its sender for a new one.',
  },
  exhausted: {
    title: 'This link has expired',
    fromSender: (name: string) =>
      `This link from ${name} has been viewed as many times as allowed. Ask them for a new one.`,
    unknown: 'This link has been viewed as many times as allowed. Ask its sender for a new one.',
  },
} as const;

const FOLIO = { firstName: '', lastName: '', showWhiteLabel: false, logo: null };

/**
 * The recipient routes' own not-found page (spec §2: their /404 variants, the presentation-not-found
 * page), not the app's: in the sender's brand when the link once existed, and without the header when
 * the sender chose so.
 */
export function RecipientNotFound({
  sender,
  document: isDocument,
  closed = null,
}: {
  sender: RecipientSender | null;
  /** A document route's page (/c/d, /client/documents). */
  document: boolean;
  /** The link expired or used its views: its own page. */
  closed?: 'expired' | 'exhausted' | null;
}) {
  const color = sender?.showWhiteLabel ? sender.primaryColor : null;
  useEffect(() => {
    applyTheme(color);
    return () => applyTheme(null);
  }, [color]);
  const texts = closed
    ? CLOSED_TEXTS[closed]
    : isDocument
      ? NOT_FOUND_TEXTS.documentNotFound
      : NOT_FOUND_TEXTS.presentationNotFound;
  const name = sender ? senderName(sender) : '';
  useEffect(() => {
    const previous = document.title;
    document.title = texts.title;
    return () => {
      document.title = previous;
    };
  }, [texts.title]);

  return (
    <div className="flex min-h-dvh flex-col bg-paper">
      {!sender?.hideHeader && <RecipientHeader user={sender ? { ...sender, logo: null } : FOLIO} />}
      <main className="grid flex-1 place-items-center px-6 py-16">
        <div className="flex max-w-md flex-col items-center gap-4 text-center">
          <p className="text-6xl font-bold tracking-tight text-theme-light" aria-hidden>
            {closed ? <TimerOff className="size-16" /> : '404'}
          </p>
          <h1 className="text-2xl font-semibold text-ink wide:text-3xl">{texts.title}</h1>
          <p className="text-muted">{name ? texts.fromSender(name) : texts.unknown}</p>
        </div>
      </main>
    </div>
  );
}
