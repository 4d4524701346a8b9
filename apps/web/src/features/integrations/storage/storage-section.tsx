import { STORAGE_MESSAGES, STORAGE_PROVIDER_NAMES, type StorageConnection } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/api.ts';
import { firstMessage } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useFeatureFlags } from '../../accounts/api.ts';
import { providersQuery } from '../../image-picker/api.ts';
import { boxConnectUrl, storageConnectionsQuery, useDisconnectStorage } from './storage-api.ts';

const NO_CONNECTION = 'No connection needed — you pick files in their own window.';
const rowClass = 'flex flex-wrap items-center gap-3 px-4 py-3';

/** Settings → Integrations, "Cloud storage": Box connects here; Dropbox and Google Drive need no connection. */
export function StorageSection() {
  const providers = useQuery(providersQuery);
  const connections = useQuery(storageConnectionsQuery);
  const disconnect = useDisconnectStorage();
  const flags = useFeatureFlags();
  const box = connections.data?.find((c) => c.provider === 'box');

  const onDisconnect = async (connection: Camelize<StorageConnection>) => {
    const name = STORAGE_PROVIDER_NAMES[connection.provider];
    try {
      await disconnect.mutateAsync(connection.provider);
      notify.success(STORAGE_MESSAGES.disconnected(name));
    } catch (error) {
      notify.error(firstMessage(error));
    }
  };

  const keys = providers.data;
  const drive = !!(keys?.googleDrive && flags?.driveButton);
  const configured = keys && (keys.box || keys.dropbox || drive);
  return (
    <section aria-labelledby="cloud-storage-title" className="flex flex-col gap-4">
      <div>
        <h3 id="cloud-storage-title" className="text-lg font-semibold text-ink">
          Cloud storage
        </h3>
        <p className="mt-1 text-sm text-muted">
          Bring pictures and files in from the storage you already use.
        </p>
      </div>
      {providers.isPending || connections.isPending ? (
        <Spinner label="Loading your cloud storage" />
      ) : providers.isError || connections.isError ? (
        <Notice tone="error">
          Your cloud storage could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void Promise.all([providers.refetch(), connections.refetch()])}
          >
            Try again
          </button>
        </Notice>
      ) : !configured ? (
        <p className="rounded-xl border border-dashed border-mist px-4 py-6 text-center text-sm text-muted">
          No cloud storage is set up on this server.
        </p>
      ) : (
        <ul className="divide-y divide-mist rounded-xl border border-mist">
          {keys.box && (
            <li className={rowClass}>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">Box</p>
                <p className="text-sm text-muted [overflow-wrap:anywhere]">
                  {box ? `Connected as ${box.accountLabel || 'your Box account'}` : 'Not connected'}
                </p>
              </div>
              {box ? (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={disconnect.isPending}
                  onClick={() => void onDisconnect(box)}
                  aria-label="Disconnect Box"
                >
                  Disconnect
                </Button>
              ) : (
                <a href={boxConnectUrl('/settings/integration')} className={buttonClass('secondary', 'sm')}>
                  Connect Box
                </a>
              )}
            </li>
          )}
          {keys.dropbox && <PickOnlyRow name="Dropbox" />}
          {drive && <PickOnlyRow name="Google Drive" />}
        </ul>
      )}
    </section>
  );
}

function PickOnlyRow({ name }: { name: string }) {
  return (
    <li className={rowClass}>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{name}</p>
        <p className="text-sm text-muted">{NO_CONNECTION}</p>
      </div>
    </li>
  );
}
