import type { Page } from '@folio/shared';
import type { Camelize } from '../../lib/api.ts';

/*
 * The share-link contract as the server sends it (snake_case). Local until
 * packages/shared/src/share-links.ts lands; then these become imports from '@folio/shared'.
 */

export type ShareLinkWire = {
  id: number;
  share_link: string;
  hash: string;
  presentation_id: number;
  name: string;
  is_public: boolean;
  is_indexable: boolean;
  submitted_to_gallery: boolean;
  disabled: boolean;
  archived: boolean;
  activity_email_updates: boolean;
  require_email: boolean;
  require_email_message: string;
  require_phone_number: boolean;
  require_phone_number_message: string;
  forward_tracking: boolean;
  prevent_download: boolean;
  prevent_feedback: boolean;
  prevent_printing: boolean;
  /** Whether a password is set. */
  password_protect: boolean;
  created_at: string;
  updated_at: string;
};

/** POST …/share-link and PATCH …/share-links/{id}: password_protect is the password itself. */
export type ShareLinkSettingsWire = {
  name?: string;
  is_public?: boolean;
  is_indexable?: boolean;
  submitted_to_gallery?: boolean;
  activity_email_updates?: boolean;
  require_email?: boolean;
  require_email_message?: string;
  require_phone_number?: boolean;
  require_phone_number_message?: string;
  forward_tracking?: boolean;
  prevent_download?: boolean;
  prevent_feedback?: boolean;
  prevent_printing?: boolean;
  password_protect?: string;
};

export type ShareLink = Camelize<ShareLinkWire>;
export type ShareLinkSettings = Camelize<ShareLinkSettingsWire>;
export type ShareLinkPage = Page<ShareLinkWire>;

/** The 403 detail a free user gets for a premium-only setting. */
export const SHARE_LINK_PREMIUM_MESSAGE = 'This setting is a Premium feature. Upgrade to use it.';

/** What the dialogs need to know of the presentation they share. */
export type SharedItem = {
  id: number;
  title: string;
  type: 'presentation' | 'document';
  background: string | null;
  backgroundColor: string | null;
  backgroundThumbnail: string | null;
};
