import type { Asset as AssetWire } from '@folio/shared';
import type { Camelize } from '../lib/api.ts';

/*
 * The wire shapes of the client API (snake_case). Defined here until packages/shared/src/viewer.ts
 * lands with the server's schemas; then these become imports of that contract.
 */

/** What the recipient must give before the content comes back. */
export type GateWire = {
  require_email: boolean;
  require_email_message: string | null;
  require_phone_number: boolean;
  require_phone_number_message: string | null;
  password: boolean;
};

/** The sender's branding, sent even while a gate is pending. */
export type SenderWire = {
  first_name: string;
  last_name: string;
  picture: string | null;
  logo?: string | null;
  primary_color: string | null;
};

export type ClientPresentationWire = {
  title: string;
  clean_title?: string;
  is_indexable: boolean;
  user?: SenderWire;
  type?: 'presentation' | 'document';
  title_is_hidden?: boolean;
  logo?: string | null;
  background?: string | null;
  background_color?: string | null;
  background_opacity?: number;
  unsplash_author?: string | null;
  unsplash_author_link?: string | null;
  opening_msg?: string;
  closing_msg?: string;
  user_name?: string;
  user_name_is_hidden?: boolean;
  created_by_text?: string;
  created_by_text_color?: string | null;
  prevent_download?: boolean;
  prevent_feedback?: boolean;
  prevent_printing?: boolean;
  /** Absent while a gate is pending. */
  assets?: AssetWire[];
};

/** GET /api/client/presentations/{hash} and POST …/unlock. */
export type ClientViewWire = {
  gate: GateWire | null;
  presentation?: ClientPresentationWire;
  view_token?: string | null;
};

export type Gate = Camelize<GateWire>;
export type Sender = Camelize<SenderWire>;
export type ClientPresentation = Camelize<ClientPresentationWire>;
export type ClientView = Camelize<ClientViewWire>;

/** What the gate sends (POST …/unlock). */
export type UnlockBody = { email?: string; phone?: string; name?: string; password?: string };

export type ActivityEvent =
  | { type: 'page_view'; asset_id: number; page: number }
  | { type: 'time'; asset_id?: number; page?: number; seconds: number }
  | { type: 'video'; asset_id: number; seconds: number };

/** Emoji codes of the feedback payload (spec §3). */
export const FEEDBACK_EMOJI = ['thumbsup', 'happy', 'love', 'shock', 'pray'] as const;
export type FeedbackEmoji = (typeof FEEDBACK_EMOJI)[number];

export type FeedbackBody = {
  name: string;
  email: string;
  comment?: string;
  emoji?: FeedbackEmoji;
  presentation_activity: string;
};
