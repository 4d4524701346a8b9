import type {
  ClientNotFound,
  ClientPresentationResponse,
  ClientPresentation as ClientPresentationWire,
  FeedbackEmoji,
  GatedPresentation as GatedPresentationWire,
  ViewerAgent,
  ViewerGate,
} from '@folio/shared';
import type { Camelize } from '../lib/api.ts';

export type {
  ActivityEvent,
  ClientAsset as ClientAssetWire,
  ClientNotFound as ClientNotFoundWire,
  ClientPresentation as ClientPresentationWire,
  ClientPresentationResponse as ClientViewWire,
  FeedbackCreate as FeedbackBody,
  FeedbackEmoji,
  ForwardInput as ForwardBody,
  GatedPresentation as GatedPresentationWire,
  Unlock as UnlockBody,
  ViewerGate as GateWire,
} from '@folio/shared';

/** The client API's answers as the recipient's pages hold them (camelCase). */
export type Gate = Camelize<ViewerGate>;
export type ClientPresentation = Camelize<ClientPresentationWire>;
export type GatedPresentation = Camelize<GatedPresentationWire>;
export type ClientView = Camelize<ClientPresentationResponse>;
/** Who shared a link that no longer opens (the not-found page's brand); null when the link never existed. */
export type RecipientSender = Camelize<NonNullable<ClientNotFound['sender']>>;
/** The agent's public profile, as the card at the end shows it. */
export type Agent = Camelize<ViewerAgent>;

/** The feedback emoji codes in the dialog's order (the contract's FEEDBACK_EMOJIS, kept as a value here: see recipient-texts.ts). */
export const FEEDBACK_EMOJIS = [
  'thumbsup',
  'happy',
  'love',
  'shock',
  'pray',
] as const satisfies readonly FeedbackEmoji[];
