import { WEBHOOK_EVENT_LABELS, WEBHOOK_TEXTS } from '@folio/shared';
import { useState } from 'react';
import { firstMessage } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { type Team, WebhookFormDialog } from './webhook-form-dialog.tsx';
import { SecretShown } from './webhook-secret.tsx';
import {
  revealSecret,
  useDeleteWebhook,
  useTestWebhook,
  useUpdateWebhook,
  type WebhookEndpoint,
} from './webhooks-api.ts';

/** One endpoint: URL, whose, status and events; its actions; its delivery log when opened. */
export function WebhookRow({ endpoint, teams }: { endpoint: WebhookEndpoint; teams: Team[] }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'secret' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  const name = endpoint.description || endpoint.url;
  const failed = (error: unknown, fallback: string) => notify.error(firstMessage(error) ?? fallback);

  const onTest = async () => {
    try {
      const delivery = await test.mutateAsync(endpoint.id);
      const ok = delivery.status === 'succeeded';
      (ok ? notify.success : notify.error)(WEBHOOK_TEXTS.testSent(delivery.responseStatus));
      setShowLog(true);
    } catch (error) {
      failed(error, 'The test event could not be sent. Try again.');
    }
  };
  const onToggle = async () => {
    try {
      await update.mutateAsync({ id: endpoint.id, enabled: !endpoint.enabled });
      notify.success(endpoint.enabled ? 'Webhook endpoint disabled.' : 'Webhook endpoint enabled.');
    } catch (error) {
      failed(error, 'The endpoint could not be changed. Try again.');
    }
  };
  const onReveal = async () => {
    try {
      setSecret((await revealSecret(endpoint.id)).secret);
      setDialog('secret');
    } catch (error) {
      failed(error, 'The secret could not be shown. Try again.');
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(endpoint.id);
      setDialog(null);
      notify.success(WEBHOOK_TEXTS.deleted);
    } catch (error) {
      failed(error, 'The endpoint could not be deleted. Try again.');
    }
  };

  return (
    <li className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <p className="break-all font-medium text-ink">{endpoint.url}</p>
          <p className="text-sm text-muted">
            {endpoint.description && `${endpoint.description} · `}
            {endpoint.teamName ? `For the team ${endpoint.teamName}` : 'For me'}
          </p>
          <p className="mt-1 text-xs text-muted">
            {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(' · ')}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            endpoint.enabled ? 'bg-emerald-50 text-emerald-800' : 'bg-danger/10 text-danger',
          )}
        >
          {endpoint.enabled ? 'Enabled' : endpoint.disabledAt ? WEBHOOK_TEXTS.disabledByFailures : 'Disabled'}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={test.isPending}
          onClick={() => void onTest()}
        >
          Send test event
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-expanded={showLog}
          onClick={() => setShowLog(!showLog)}
        >
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setDialog('edit')}>
          Edit
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => void onReveal()}>
          Reveal secret
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          loading={update.isPending}
          onClick={() => void onToggle()}
        >
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={`Delete ${name}`}
          onClick={() => setDialog('delete')}
        >
          Delete
        </Button>
      </div>
      {showLog && <WebhookDeliveries endpointId={endpoint.id} />}
      <WebhookFormDialog
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        endpoint={endpoint}
        teams={teams}
      />
      <Dialog
        open={dialog === 'secret'}
        onOpenChange={(open) => setDialog(open ? 'secret' : null)}
        title="Signing secret"
      >
        {secret && <SecretShown secret={secret} onDone={() => setDialog(null)} />}
      </Dialog>
      <Dialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title="Delete this webhook endpoint?"
        description={WEBHOOK_TEXTS.confirmDelete}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={() => setDialog(null)}>
            Cancel
          </Button>
          <Button type="button" loading={remove.isPending} onClick={() => void onDelete()}>
            Delete endpoint
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
