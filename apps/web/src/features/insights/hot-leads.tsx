import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { LoadError } from '../presentations/list-states.tsx';
import { type EngagementLead, hotLeadsQuery } from './engagement-api.ts';
import { FollowUpDialog } from './follow-up-dialog.tsx';
import { viewerContact, viewerLabel } from './format.ts';
import { Panel } from './insights-states.tsx';

/** Hot (70+), warm (40+) or cool: the badge's colour says it before the number is read. */
const tone = (score: number) =>
  score >= 70 ? 'bg-accent-strong text-white' : score >= 40 ? 'bg-theme text-white' : 'bg-mist text-ink';

function LeadRow({
  presentationId,
  lead,
  onFollowUp,
}: {
  presentationId: number;
  lead: EngagementLead;
  onFollowUp: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 wide:flex-nowrap">
      <span
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-full font-semibold tabular-nums',
          tone(lead.score),
        )}
      >
        <span aria-hidden>{lead.score}</span>
        <span className="sr-only">Score {lead.score} of 100</span>
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={`/insights/${presentationId}/${lead.key}`}
          className="truncate rounded-sm font-semibold text-ink hover:text-theme hover:underline"
        >
          {viewerLabel(lead)}
        </Link>
        {viewerContact(lead) && <span className="truncate text-xs text-muted">{viewerContact(lead)}</span>}
        <span className="text-sm text-muted">{lead.reason}</span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        className="w-full wide:w-auto"
        disabled={!lead.email}
        title={lead.email ? undefined : 'This viewer gave no e-mail address'}
        aria-label={`Follow up with ${viewerLabel(lead)}`}
        onClick={onFollowUp}
      >
        <Mail className="size-4" aria-hidden /> Follow up
      </Button>
    </li>
  );
}

/** The viewers most engaged with the presentation, best score first, each one click from a follow-up. */
export function HotLeads({ presentationId }: { presentationId: number }) {
  const query = useQuery(hotLeadsQuery(presentationId));
  const [following, setFollowing] = useState<EngagementLead | null>(null);
  return (
    <Panel title="Hot leads">
      {query.isPending ? (
        <div
          role="status"
          aria-label="Loading hot leads"
          className="h-24 animate-pulse rounded-xl bg-paper"
        />
      ) : query.isError ? (
        <LoadError what="Hot leads" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.results.length === 0 ? (
        <p className="text-sm text-muted">No viewers to score yet.</p>
      ) : (
        <ol aria-label="Hot leads, best score first" className="flex flex-col divide-y divide-mist">
          {query.data.results.map((lead) => (
            <LeadRow
              key={lead.key}
              presentationId={presentationId}
              lead={lead}
              onFollowUp={() => setFollowing(lead)}
            />
          ))}
        </ol>
      )}
      {following && (
        <FollowUpDialog presentationId={presentationId} lead={following} onClose={() => setFollowing(null)} />
      )}
    </Panel>
  );
}
