import { useState } from 'react';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatTime } from '../../lib/time.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { type ApiKey, useRevokeApiKey } from './api-keys-api.ts';

/** One key: its name, its first characters, when it was made and last used, and Revoke (confirmed). */
export function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiKey();
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(apiKey.id);
      setConfirming(false);
      notify.success(`The API key “${apiKey.name}” was revoked.`);
    } catch (error) {
      notify.error(firstMessage(error) ?? 'The API key could not be revoked. Try again.');
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
      <div className="min-w-0 flex-1 basis-56">
        <p className="truncate font-medium text-ink">{apiKey.name}</p>
        <p className="text-sm text-muted">
          <code>{apiKey.prefix}…</code> · Created {formatTime(apiKey.createdAt)} ·{' '}
          {apiKey.lastUsedAt ? `Last used ${formatTime(apiKey.lastUsedAt)}` : 'Never used'}
        </p>
      </div>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-label={`Revoke ${apiKey.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this API key?"
        description={`Programs using “${apiKey.name}” stop reaching your account at once. This cannot be undone.`}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button type="button" loading={revoke.isPending} onClick={() => void onRevoke()}>
            Revoke key
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
