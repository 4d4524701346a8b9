import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@folio/shared';
import type { webhookDeliveries, webhookEndpoints } from './webhooks.table.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** An endpoint for the API: never its sealed secret (revealed by its own call). */
export const presentEndpoint = (row: EndpointRow, teamName: string | null): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  disabled_at: row.disabledAt?.toISOString() ?? null,
  company_id: row.companyId,
  team_name: teamName,
  created_at: row.createdAt.toISOString(),
});

export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event_id: row.eventId,
  event_type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  duration_ms: row.responseMs,
  error: row.lastError,
  created_at: row.createdAt.toISOString(),
  delivered_at: row.deliveredAt?.toISOString() ?? null,
  next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
});
