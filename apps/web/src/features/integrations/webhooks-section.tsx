import { WEBHOOK_TEXTS } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import type { User } from '../accounts/types.ts';
import { WebhookFormDialog } from './webhooks/webhook-form-dialog.tsx';
import { WebhookRow } from './webhooks/webhook-row.tsx';
import { webhooksQuery } from './webhooks/webhooks-api.ts';

/** Settings → Integrations → Webhooks: HTTPS endpoints that receive signed events (docs/webhooks.md). */
export function WebhooksSection({ user }: { user: User }) {
  const [adding, setAdding] = useState(false);
  const teams = user.companies.filter((c) => c.isAdmin).map((c) => ({ id: c.id, name: c.name }));
  return (
    <section aria-labelledby="webhooks-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="webhooks-heading" className="text-lg font-semibold text-ink">
            {WEBHOOK_TEXTS.title}
          </h3>
          <p className="mt-1 text-sm text-muted">{WEBHOOK_TEXTS.intro}</p>
        </div>
        <Button type="button" size="sm" onClick={() => setAdding(true)}>
          {WEBHOOK_TEXTS.add}
        </Button>
      </div>
      <WebhookList teams={teams} />
      <WebhookFormDialog open={adding} onOpenChange={setAdding} teams={teams} />
    </section>
  );
}

function WebhookList({ teams }: { teams: { id: number; name: string }[] }) {
  const query = useQuery(webhooksQuery);
  if (query.isPending) return <p className="text-sm text-muted">Loading your webhooks…</p>;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink">
        Your webhooks could not be loaded.
        <Button type="button" variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (query.data.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-mist p-4 text-sm text-muted">
        {WEBHOOK_TEXTS.empty}
      </p>
    );
  return (
    <ul
      aria-label="Webhook endpoints"
      className="flex flex-col divide-y divide-mist rounded-xl border border-mist"
    >
      {query.data.map((endpoint) => (
        <WebhookRow key={endpoint.id} endpoint={endpoint} teams={teams} />
      ))}
    </ul>
  );
}
