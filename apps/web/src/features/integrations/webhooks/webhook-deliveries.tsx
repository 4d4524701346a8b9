import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { firstMessage } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { formatTime } from '../../../lib/time.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { deliveriesQuery, useRedeliver, type WebhookDelivery } from './webhooks-api.ts';

/** An endpoint's delivery log, newest first, a page at a time. */
export function WebhookDeliveries({ endpointId }: { endpointId: number }) {
  const [page, setPage] = useState(1);
  const query = useQuery(deliveriesQuery(endpointId, page));
  if (query.isPending) return <p className="text-sm text-muted">Loading deliveries…</p>;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink">
        The deliveries could not be loaded.
        <Button type="button" variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (query.data.count === 0)
    return <p className="text-sm text-muted">No deliveries yet. Send a test event to try the endpoint.</p>;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Deliveries" className="flex flex-col divide-y divide-mist text-sm">
        {query.data.results.map((delivery) => (
          <DeliveryRow key={delivery.id} endpointId={endpointId} delivery={delivery} />
        ))}
      </ul>
      {(query.data.previous || query.data.next) && (
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!query.data.previous}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!query.data.next}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </div>
      )}
    </div>
  );
}

const STATUS_LABELS = { succeeded: 'Delivered', failed: 'Failed', pending: 'Retrying' } as const;

function DeliveryRow({ endpointId, delivery }: { endpointId: number; delivery: WebhookDelivery }) {
  const redeliver = useRedeliver();
  const label =
    delivery.status === 'pending' && delivery.attempts === 0 ? 'Queued' : STATUS_LABELS[delivery.status];
  const onRedeliver = async () => {
    try {
      const answer = await redeliver.mutateAsync({ id: endpointId, deliveryId: delivery.id });
      if (answer.status === 'succeeded') notify.success('Delivery sent again.');
      else
        notify.error(
          `The delivery failed again${answer.responseStatus ? ` (${answer.responseStatus})` : ''}.`,
        );
    } catch (error) {
      notify.error(firstMessage(error) ?? 'The delivery could not be sent again. Try again.');
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <code className="min-w-0 flex-1 basis-40 truncate text-ink">{delivery.eventType}</code>
      <span
        className={cn(
          'rounded-full px-2 py-0.5 text-xs font-medium',
          delivery.status === 'succeeded' && 'bg-emerald-50 text-emerald-800',
          delivery.status === 'failed' && 'bg-danger/10 text-danger',
          delivery.status === 'pending' && 'bg-amber-50 text-warning',
        )}
      >
        {label}
        {delivery.responseStatus !== null && ` · ${delivery.responseStatus}`}
      </span>
      <span className="text-muted">
        {formatTime(delivery.createdAt)} · {delivery.attempts}{' '}
        {delivery.attempts === 1 ? 'attempt' : 'attempts'}
        {delivery.durationMs !== null && ` · ${delivery.durationMs} ms`}
        {delivery.nextAttemptAt &&
          delivery.attempts > 0 &&
          ` · next try ${formatTime(delivery.nextAttemptAt)}`}
      </span>
      {delivery.status !== 'pending' && delivery.eventType !== 'ping' && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          loading={redeliver.isPending}
          onClick={() => void onRedeliver()}
        >
          Redeliver
        </Button>
      )}
      {delivery.error && (
        <p className="w-full truncate text-xs text-muted" title={delivery.error}>
          {delivery.error}
        </p>
      )}
    </li>
  );
}
