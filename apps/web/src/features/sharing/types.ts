import type { Page, ShareLinkUpdate, ShareLink as ShareLinkWire } from '@folio/shared';
import type { Camelize } from '../../lib/api.ts';

export type { ShareLinkWire };

/** A share link as the web app holds it (camelCase); passwordProtect says whether a password is set. */
export type ShareLink = Camelize<ShareLinkWire>;
/** The settings that create and PATCH take; passwordProtect is the password itself. */
export type ShareLinkSettings = Camelize<ShareLinkUpdate>;
export type ShareLinkPage = Page<ShareLinkWire>;

/** What the dialogs need to know of the presentation they share. */
export type SharedItem = {
  id: number;
  title: string;
  type: 'presentation' | 'document';
  background: string | null;
  backgroundColor: string | null;
  backgroundThumbnail: string | null;
  /** A document's file name, for "I've shared a {file type}". */
  filename?: string | null;
};
