import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { ApiKeyCreateDialog } from './api-key-create-dialog.tsx';
import { ApiKeyRow } from './api-key-row.tsx';
import { apiKeysQuery } from './api-keys-api.ts';

/** Where the server serves its OpenAPI document (Swagger UI). */
export const API_DOCUMENT_URL = '/api/docs';

/** Settings → Integrations → API keys: personal keys other programs call the Folio API with. */
export function ApiKeysSection() {
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="api-keys-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="api-keys-heading" className="text-lg font-semibold text-ink">
            API keys
          </h3>
          <p className="mt-1 text-sm text-muted">
            Let your CRM or your own scripts use Folio as you: send a key as{' '}
            <code className="rounded bg-theme-lightest px-1">Authorization: Bearer</code> to the calls in the{' '}
            <a
              href={API_DOCUMENT_URL}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-theme underline-offset-4 hover:underline"
            >
              API document
            </a>
            .
          </p>
        </div>
        <Button type="button" size="sm" onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </div>
      <ApiKeyList />
      <ApiKeyCreateDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}

function ApiKeyList() {
  const query = useQuery(apiKeysQuery);
  if (query.isPending) return <p className="text-sm text-muted">Loading your API keys…</p>;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink">
        Your API keys could not be loaded.
        <Button type="button" variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (query.data.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-mist p-4 text-sm text-muted">
        You have no API keys yet. Create one for each program that should reach your account, so you can
        revoke one without stopping the others.
      </p>
    );
  return (
    <ul
      aria-label="Your API keys"
      className="flex flex-col divide-y divide-mist rounded-xl border border-mist"
    >
      {query.data.map((key) => (
        <ApiKeyRow key={key.id} apiKey={key} />
      ))}
    </ul>
  );
}
