import { z } from 'zod';
import { idSchema, textSchema } from './validation.ts';

/** The events an endpoint may subscribe to; payloads are WebhookPayload (docs/webhooks.md). */
export const WEBHOOK_EVENTS = [
  'presentation.viewed',
  'asset.viewed',
  'feedback.received',
  'presentation.forwarded',
  'link.new_viewer',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The test event of "Send test event"; never subscribed to. */
export const WEBHOOK_PING = 'ping';

/** The payload format: the `version` field of every body and the Folio-Version header. */
export const WEBHOOK_VERSION = '2026-11-01';

export const WEBHOOK_LIMITS = {
  /** Endpoints one user (or one team) may register. */
  endpoints: 20,
  urlMax: 2048,
  descriptionMax: 500,
  /** Failed deliveries in a row (each retried for 24 h first) that turn an endpoint off. */
  failuresBeforeDisable: 15,
} as const;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'presentation.viewed': 'Presentation viewed',
  'asset.viewed': 'Asset viewed (pages and seconds)',
  'feedback.received': 'Feedback received',
  'presentation.forwarded': 'Presentation forwarded',
  'link.new_viewer': 'Link opened by a new viewer',
};

export const WEBHOOK_TEXTS = {
  title: 'Webhooks',
  intro:
    'Send signed events to your CRM or any HTTPS endpoint when recipients view, give feedback or forward.',
  empty: 'No webhooks yet. Add an endpoint to receive events as they happen.',
  add: 'Add endpoint',
  urlHttps: 'Enter an https:// URL.',
  urlInvalid: 'Enter a valid URL.',
  urlPrivate: 'This URL points to a private or local address.',
  eventsRequired: 'Choose at least one event.',
  tooMany: (max: number) => `You can register at most ${max} webhook endpoints.`,
  stillRetrying: 'This delivery is still being retried.',
  created: 'Webhook endpoint added.',
  saved: 'Webhook endpoint saved.',
  deleted: 'Webhook endpoint deleted.',
  confirmDelete: 'Delete this webhook endpoint? Events will no longer be sent to it.',
  disabledByFailures: 'Disabled after repeated failed deliveries',
  testSent: (status: number | null) =>
    status && status >= 200 && status < 300
      ? `Test event delivered (${status}).`
      : `Test event failed${status ? ` (${status})` : ''}.`,
  redelivered: 'Delivery sent again.',
} as const;

const urlField = textSchema({ max: WEBHOOK_LIMITS.urlMax }).pipe(
  z
    .string()
    .min(1, WEBHOOK_TEXTS.urlInvalid)
    .refine((value) => URL.canParse(value), WEBHOOK_TEXTS.urlInvalid),
);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'Unknown event.' }), { error: WEBHOOK_TEXTS.eventsRequired })
  .min(1, WEBHOOK_TEXTS.eventsRequired)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

export const webhookEndpointCreateSchema = z.object({
  url: urlField,
  events: eventsField,
  description: textSchema({ max: WEBHOOK_LIMITS.descriptionMax }).default(''),
  /** A team the caller is an admin of: the endpoint receives the events of every member's presentations. */
  company_id: idSchema.nullable().default(null),
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

export const webhookEndpointUpdateSchema = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  description: textSchema({ max: WEBHOOK_LIMITS.descriptionMax }).optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** When repeated failures turned it off (null otherwise). */
  disabled_at: z.string().nullable(),
  company_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The creation answer: the endpoint with its signing secret. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookSecretSchema = z.object({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  /** The start of the receiver's answer or the network error (at most 500 characters). */
  error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Who viewed, as the owner sees them in insights (what the recipient gave the link's gates). */
export type WebhookViewer = { name: string | null; email: string | null };
export type WebhookLink = { id: number; name: string; url: string };
export type WebhookPresentation = { id: number; title: string };

/** The data of each event type (docs/webhooks.md shows an example of each). */
export type WebhookEventData = {
  'presentation.viewed': {
    presentation: WebhookPresentation;
    link: WebhookLink;
    viewer: WebhookViewer;
    session_id: number;
    viewed_at: string;
  };
  'link.new_viewer': WebhookEventData['presentation.viewed'];
  'asset.viewed': {
    presentation: WebhookPresentation;
    link: WebhookLink;
    viewer: WebhookViewer;
    session_id: number;
    /** The session's viewing time so far. */
    total_seconds: number;
    assets: { id: number; title: string; pages_viewed: number[]; seconds: number }[];
  };
  'feedback.received': {
    presentation: WebhookPresentation;
    link: WebhookLink;
    viewer: WebhookViewer;
    feedback: { id: number; comment: string; emoji: string | null; created_at: string };
  };
  'presentation.forwarded': {
    presentation: WebhookPresentation;
    link: WebhookLink;
    viewer: WebhookViewer;
    forwarded_to: { name: string; email: string };
    forwarded_at: string;
  };
  ping: { message: string };
};

/** Every body Folio POSTs: the envelope is the same for every event type. */
export type WebhookPayload<T extends keyof WebhookEventData = keyof WebhookEventData> = {
  id: string;
  type: T;
  version: typeof WEBHOOK_VERSION;
  created_at: string;
  data: WebhookEventData[T];
};
