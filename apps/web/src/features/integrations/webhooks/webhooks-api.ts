import type {
  Page,
  WebhookDelivery as WebhookDeliveryWire,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointUpdate,
  WebhookEndpoint as WebhookEndpointWire,
} from '@folio/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Camelize } from '../../../lib/api.ts';

export type WebhookEndpoint = Camelize<WebhookEndpointWire>;
export type WebhookDelivery = Camelize<WebhookDeliveryWire>;
export type WebhookEndpointCreatedAnswer = Camelize<WebhookEndpointCreated>;

/** Query keys of the Webhooks section; invalidation uses only these. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: number, page: number) => [...webhookKeys.all, 'deliveries', id, page] as const,
};

export const webhooksQuery = queryOptions({
  queryKey: webhookKeys.list(),
  queryFn: ({ signal }) => api<WebhookEndpointWire[]>('/webhooks', { signal }),
});

export const deliveriesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: ({ signal }) =>
      api<Page<WebhookDeliveryWire>>(`/webhooks/${id}/deliveries?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

function useWebhookMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: WebhookEndpointCreate) =>
    api<WebhookEndpointCreated>('/webhooks', { method: 'POST', body }),
  );

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, ...body }: WebhookEndpointUpdate & { id: number }) =>
    api<WebhookEndpointWire>(`/webhooks/${id}`, { method: 'PATCH', body }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: number) => api<void>(`/webhooks/${id}`, { method: 'DELETE' }));

export const useTestWebhook = () =>
  useWebhookMutation((id: number) => api<WebhookDeliveryWire>(`/webhooks/${id}/test`, { method: 'POST' }));

export const useRedeliver = () =>
  useWebhookMutation(({ id, deliveryId }: { id: number; deliveryId: number }) =>
    api<WebhookDeliveryWire>(`/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { method: 'POST' }),
  );

export const revealSecret = (id: number) => api<{ secret: string }>(`/webhooks/${id}/secret`);
