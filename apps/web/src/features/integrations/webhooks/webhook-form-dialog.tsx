import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  WEBHOOK_TEXTS,
  type WebhookEvent,
} from '@folio/shared';
import { type FormEvent, useState } from 'react';
import { fieldMessages, firstMessage } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { SecretShown } from './webhook-secret.tsx';
import {
  useCreateWebhook,
  useUpdateWebhook,
  type WebhookEndpoint,
  type WebhookEndpointCreatedAnswer,
} from './webhooks-api.ts';

export type Team = { id: number; name: string };
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint to edit; none: a new one. */
  endpoint?: WebhookEndpoint;
  /** Teams the user administers: a new endpoint may be the team's. */
  teams: Team[];
};

/** Adds an endpoint (then shows its signing secret once) or edits one. */
export function WebhookFormDialog({ open, onOpenChange, endpoint, teams }: Props) {
  const [created, setCreated] = useState<WebhookEndpointCreatedAnswer | null>(null);
  const close = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? 'Your signing secret' : endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'}
      description={created ? undefined : 'Folio POSTs signed JSON to this HTTPS URL when the events happen.'}
    >
      {created ? (
        <SecretShown secret={created.secret} onDone={() => close(false)} />
      ) : (
        <EndpointForm endpoint={endpoint} teams={teams} onCreated={setCreated} onSaved={() => close(false)} />
      )}
    </Dialog>
  );
}

function EndpointForm({
  endpoint,
  teams,
  onCreated,
  onSaved,
}: {
  endpoint?: WebhookEndpoint;
  teams: Team[];
  onCreated: (answer: WebhookEndpointCreatedAnswer) => void;
  onSaved: () => void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(endpoint?.events ?? ['presentation.viewed']);
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [owner, setOwner] = useState<number | null>(null);
  const [errors, setErrors] = useState<{
    url?: string;
    events?: string;
    description?: string;
    form?: string;
  }>({});
  const toggle = (event: WebhookEvent) =>
    setEvents((current) =>
      current.includes(event)
        ? current.filter((e) => e !== event)
        : WEBHOOK_EVENTS.filter((e) => e === event || current.includes(e)),
    );

  const onSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    // The server decides what else a URL must be (https, public): its answer shows under the field.
    if (!url.trim()) return setErrors({ url: WEBHOOK_TEXTS.urlInvalid });
    if (events.length === 0) return setErrors({ events: WEBHOOK_TEXTS.eventsRequired });
    setErrors({});
    const body = { url: url.trim(), events, description: description.trim() };
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, ...body });
        notify.success(WEBHOOK_TEXTS.saved);
        onSaved();
      } else {
        onCreated(await create.mutateAsync({ ...body, company_id: owner }));
        notify.success(WEBHOOK_TEXTS.created);
      }
    } catch (failure) {
      const [urlError] = fieldMessages(failure, 'url');
      const [eventsError] = fieldMessages(failure, 'events');
      const [descriptionError] = fieldMessages(failure, 'description');
      const form = urlError || eventsError || descriptionError ? undefined : firstMessage(failure);
      setErrors({
        url: urlError,
        events: eventsError,
        description: descriptionError,
        form:
          form ??
          (urlError || eventsError || descriptionError
            ? undefined
            : 'The endpoint could not be saved. Try again.'),
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <TextField
        label="Endpoint URL"
        name="url"
        type="url"
        inputMode="url"
        placeholder="https://crm.example.com/folio-events"
        maxLength={WEBHOOK_LIMITS.urlMax}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
        autoFocus
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.events ? 'webhook-events-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-ink">Events to send</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="events"
              value={event}
              checked={events.includes(event)}
              onChange={() => toggle(event)}
              className="mt-0.5 size-4 shrink-0 accent-theme"
            />
            <span className="flex flex-wrap gap-x-2">
              {WEBHOOK_EVENT_LABELS[event]}
              <code className="text-xs text-muted">{event}</code>
            </span>
          </label>
        ))}
        {errors.events && (
          <p id="webhook-events-error" role="alert" className="text-sm text-danger">
            {errors.events}
          </p>
        )}
      </fieldset>
      <TextField
        label="Description (optional)"
        name="description"
        placeholder="Pipedrive sync"
        maxLength={WEBHOOK_LIMITS.descriptionMax}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      {!endpoint && teams.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">Whose events</legend>
          <OwnerChoice
            label="For me: my presentations"
            checked={owner === null}
            onChange={() => setOwner(null)}
          />
          {teams.map((team) => (
            <OwnerChoice
              key={team.id}
              label={`For the team ${team.name}: every member's presentations`}
              checked={owner === team.id}
              onChange={() => setOwner(team.id)}
            />
          ))}
        </fieldset>
      )}
      <Button type="submit" loading={create.isPending || update.isPending} className="self-end">
        {endpoint ? 'Save' : 'Add endpoint'}
      </Button>
    </form>
  );
}

function OwnerChoice({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input
        type="radio"
        name="owner"
        checked={checked}
        onChange={onChange}
        className="size-4 accent-theme"
      />
      {label}
    </label>
  );
}
