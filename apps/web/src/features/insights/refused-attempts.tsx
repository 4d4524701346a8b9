import { useQuery } from '@tanstack/react-query';
import { formatTime } from '../../lib/time.ts';
import { refusedAttemptsQuery } from './api.ts';
import { Panel } from './insights-states.tsx';

/**
 * The addresses a link's allow or block list refused (issue 18), newest first; nothing while there are
 * none, or while they load (the page around it has its own loading state).
 */
export function RefusedAttempts({ presentationId }: { presentationId: number }) {
  const { data, isError } = useQuery(refusedAttemptsQuery(presentationId));
  if (isError)
    return (
      <Panel title="Refused viewers">
        <p className="text-sm text-danger">The refused viewers could not be loaded.</p>
      </Panel>
    );
  const attempts = data?.results ?? [];
  if (attempts.length === 0) return null;
  return (
    <Panel title={`Refused viewers (${attempts.length})`}>
      <ul className="flex flex-col divide-y divide-mist/60">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
            <span className="min-w-0 font-semibold break-all text-ink">{attempt.email}</span>
            <span className="text-sm text-muted">
              {attempt.shareLink.name} · {formatTime(attempt.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
