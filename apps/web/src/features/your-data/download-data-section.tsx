import { DATA_EXPORT_HOURS, DATA_RIGHTS_TEXTS, type DataExportMessage, MESSAGES } from '@folio/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isTokenNotValid } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { useSocketMessage } from '../../lib/use-socket-message.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import {
  type DataExport,
  type DataExportState,
  dataExportQuery,
  useRequestDataExport,
  yourDataKeys,
} from './api.ts';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1_048_576).toFixed(1)} MB`;

/**
 * The signed download the e-mail links to (`?export=&expires=&signature=`), if it names the latest export:
 * the page offers it as the e-mail promised, and the server still checks it against the session.
 */
function useLinkFromEmail(latest: DataExport | null) {
  const [params] = useSearchParams();
  const id = Number(params.get('export'));
  const expires = params.get('expires') ?? '';
  const signature = params.get('signature') ?? '';
  if (!latest || id !== latest.id || !/^\d{1,12}$/.test(expires) || !/^[\w-]{1,64}$/.test(signature))
    return null;
  return `/api/account/data-export/${id}/download?expires=${expires}&signature=${signature}`;
}

/** Settings → Your data → Download your data: ask for the zip, follow its progress, download it. */
export function DownloadDataSection() {
  const query = useQuery(dataExportQuery);
  const queryClient = useQueryClient();
  const request = useRequestDataExport();
  const [refusal, setRefusal] = useState<string>();
  const latest = query.data?.latest ?? null;
  const fromEmail = useLinkFromEmail(latest);

  useSocketMessage<DataExportMessage>('data_export.progress', ({ id, percentage }) =>
    queryClient.setQueryData<DataExportState>(yourDataKeys.export, (state) =>
      state?.latest?.id === id
        ? {
            ...state,
            latest: {
              ...state.latest,
              status: 'running',
              percentage: Math.max(state.latest.percentage, percentage),
            },
          }
        : state,
    ),
  );
  useSocketMessage<DataExportMessage>('data_export.ready', () =>
    queryClient.invalidateQueries({ queryKey: yourDataKeys.export }),
  );
  useSocketMessage<DataExportMessage>('data_export.failed', () =>
    queryClient.invalidateQueries({ queryKey: yourDataKeys.export }),
  );

  const ask = async () => {
    setRefusal(undefined);
    try {
      await request.mutateAsync();
      notify.success(DATA_RIGHTS_TEXTS.exportRequested);
    } catch (error) {
      if (!isTokenNotValid(error)) setRefusal(firstMessage(error) ?? MESSAGES.toastError);
    }
  };

  const pending = latest?.status === 'queued' || latest?.status === 'running';
  const nextAt = query.data?.nextRequestAt;
  return (
    <section aria-labelledby="download-data-heading" className="flex flex-col gap-4">
      <div>
        <h3 id="download-data-heading" className="text-lg font-semibold text-ink">
          Download your data
        </h3>
        <p className="mt-1 text-sm text-muted">
          A zip with your profile, presentations, documents and their files, share links, contacts,
          notifications and insights, as JSON and the files themselves. We e-mail you when it is ready; the
          link works for {DATA_EXPORT_HOURS} hours while you are signed in.
        </p>
      </div>
      {query.isError && <Notice tone="error">Your data exports could not be loaded. Reload the page.</Notice>}
      {pending && latest && (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="text-sm text-ink">
            Preparing your data… <span className="tabular-nums">{latest.percentage}%</span>
          </p>
          <ProgressBar value={latest.percentage} label="Preparing your data" />
        </div>
      )}
      {latest?.status === 'ready' && latest.downloadUrl && (
        <div className="flex flex-col gap-3 rounded-xl border border-mist p-4 wide:flex-row wide:items-center">
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-ink">{DATA_RIGHTS_TEXTS.exportReady}</p>
            <p className="text-muted">
              {latest.sizeBytes !== null && `${megabytes(latest.sizeBytes)} · `}
              until {when(latest.expiresAt!)}
            </p>
          </div>
          <a
            href={fromEmail ?? new URL(latest.downloadUrl).pathname + new URL(latest.downloadUrl).search}
            download
            className={buttonClass('primary', 'md', 'gap-2')}
          >
            <Download className="size-4" aria-hidden />
            Download zip
          </a>
        </div>
      )}
      {latest?.status === 'failed' && <Notice tone="error">{DATA_RIGHTS_TEXTS.exportFailed}</Notice>}
      {latest?.status === 'expired' && !pending && (
        <p className="text-sm text-muted">Your last export has expired and its zip was deleted.</p>
      )}
      {refusal && <Notice tone="warning">{refusal}</Notice>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant={latest?.status === 'ready' ? 'secondary' : 'primary'}
          loading={request.isPending}
          disabled={pending || query.isPending || Boolean(nextAt)}
          onClick={() => void ask()}
        >
          {latest ? 'Request a new export' : 'Request my data'}
        </Button>
        {nextAt && !pending && (
          <p className="text-sm text-muted">You can request another export after {when(nextAt)}.</p>
        )}
      </div>
    </section>
  );
}
