import type { Camelize } from '../lib/api.ts';

/*
 * The client API's wire shapes (snake_case), matching the server's draft of packages/shared/src/viewer.ts.
 * Kept here until that contract is committed; then these become imports of it.
 */

/** What the recipient must give before the content comes back. */
export type GateWire = {
  require_email: boolean;
  require_email_message: string;
  require_phone_number: boolean;
  require_phone_number_message: string;
  password: boolean;
};

/** The sender's branding, sent even while a gate is pending. */
export type BrandingWire = {
  first_name: string;
  last_name: string;
  picture: string | null;
  show_white_label?: boolean;
  logo: string | null;
  primary_color: string | null;
};

export type ClientAssetWire = {
  id: number;
  type: string;
  title: string;
  description: string;
  position: number;
  website: string | null;
  thumbnail: string | null;
  contact: unknown;
  attributes: { height: number };
  /** null on prevent_download links. */
  file: string | null;
  filename: string | null;
  number_of_pages: number;
  converted_files: string[];
  page_thumbnails: string[];
  page_sizes: [number, number][];
};

/** What a gate page may show: the title and the sender's branding, no content. */
export type GatedPresentationWire = {
  title: string;
  clean_title: string;
  type: 'presentation' | 'document';
  is_indexable: boolean;
  user: BrandingWire;
};

export type ClientPresentationWire = GatedPresentationWire & {
  title_is_hidden: boolean;
  opening_msg: string;
  closing_msg: string;
  background: string | null;
  background_color: string | null;
  background_opacity: number;
  logo: string | null;
  /** '' when the owner hides the name. */
  user_name: string;
  created_by_text: string;
  created_by_text_color: string | null;
  unsplash_author: string | null;
  unsplash_author_link: string | null;
  prevent_download: boolean;
  prevent_feedback: boolean;
  prevent_printing: boolean;
  assets: ClientAssetWire[];
};

/** GET /api/client/presentations/{hash} and POST …/unlock. */
export type ClientViewWire =
  | { gate: GateWire; presentation: GatedPresentationWire; view_token: null }
  | { gate: null; presentation: ClientPresentationWire; view_token: string | null };

export type Gate = Camelize<GateWire>;
export type Branding = Camelize<BrandingWire>;
export type ClientPresentation = Camelize<ClientPresentationWire>;
export type ClientView = Camelize<ClientViewWire>;

/** What the gate sends (POST …/unlock). */
export type UnlockBody = { email?: string; phone?: string; name?: string; password?: string };

export type ActivityEvent =
  | { type: 'page_view'; asset_id: number; page: number }
  | { type: 'time'; asset_id?: number; page?: number; seconds: number }
  | { type: 'video'; asset_id: number; seconds: number };

/** Emoji codes of the feedback payload (spec §3), in the dialog's order. */
export const FEEDBACK_EMOJIS = ['thumbsup', 'happy', 'love', 'shock', 'pray'] as const;
export type FeedbackEmoji = (typeof FEEDBACK_EMOJIS)[number];

export type FeedbackBody = {
  name: string;
  email: string;
  comment?: string;
  emoji?: FeedbackEmoji | null;
  presentation_activity: string;
};
