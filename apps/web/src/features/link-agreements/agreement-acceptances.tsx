import { Download } from 'lucide-react';
import { formatTime } from '../../lib/time.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Panel } from '../insights/insights-states.tsx';
import { receiptUrl, useAcceptances } from './api.ts';

/** Insights: who accepted a link's agreement, each with its PDF receipt; nothing when no one did. */
export function AgreementAcceptances({ presentationId }: { presentationId: number }) {
  const query = useAcceptances(presentationId);
  const rows = query.data?.results ?? [];
  if (query.isError) return <p className="text-sm text-danger">Agreement acceptances could not be loaded.</p>;
  if (rows.length === 0) return null;
  return (
    <Panel title={`Agreement acceptances (${rows.length})`}>
      <ul className="flex flex-col divide-y divide-mist">
        {rows.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">
                {a.name} · {a.email}
              </p>
              <p className="text-sm text-muted">
                {formatTime(a.acceptedAt)} · {a.linkName} · version {a.version} · {a.ip}
              </p>
            </div>
            <a href={receiptUrl(presentationId, a.id)} download className={buttonClass('secondary', 'sm')}>
              <Download className="size-4" aria-hidden />
              Receipt PDF
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
