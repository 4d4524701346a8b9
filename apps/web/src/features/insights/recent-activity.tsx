import { useInfiniteQuery } from '@tanstack/react-query';
import { Eye, Forward, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { formatTime } from '../../lib/time.ts';
import { activitiesQuery } from './api.ts';
import { EMOJI } from './emoji.ts';
import { formatSeconds, viewerLabel } from './format.ts';
import { InsightsError } from './insights-states.tsx';
import { MorePages } from './more-pages.tsx';
import type { ActivityItem } from './types.ts';

const ICONS = { view: Eye, feedback: MessageSquare, forward: Forward };

function describe(item: ActivityItem) {
  const title = item.presentation.title || 'Untitled';
  switch (item.type) {
    case 'view':
      return `viewed “${title}”${item.totalSeconds ? ` for ${formatSeconds(item.totalSeconds)}` : ''}`;
    case 'feedback':
      return `left feedback on “${title}”`;
    case 'forward':
      return `forwarded “${title}” to ${item.forwardedTo?.name || item.forwardedTo?.email || 'someone'}`;
  }
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const Icon = ICONS[item.type];
  return (
    <li className="flex gap-3 py-3">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-theme-lightest text-theme">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        <p className="text-ink">
          <Link
            to={`/insights/${item.presentation.id}/${item.viewer.key}`}
            className="rounded-sm font-semibold hover:text-theme hover:underline"
          >
            {viewerLabel(item.viewer)}
          </Link>{' '}
          {describe(item)}
        </p>
        {item.type === 'feedback' && (item.emoji || item.comment) && (
          <p className="break-words text-muted">
            {item.emoji && (
              <span role="img" aria-label={EMOJI[item.emoji].label} className="mr-1">
                {EMOJI[item.emoji].symbol}
              </span>
            )}
            {item.comment}
          </p>
        )}
        <p className="text-xs text-muted">{formatTime(item.createdAt)}</p>
      </div>
    </li>
  );
}

/** Views, feedback and forwards across the user's presentations, newest first. */
export function RecentActivity() {
  const query = useInfiniteQuery(activitiesQuery());
  const items = (query.data?.pages ?? []).flatMap((page) => page.results);
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading recent activity" className="flex flex-col gap-3">
        {['a', 'b', 'c', 'd'].map((k) => (
          <div key={k} className="h-12 animate-pulse rounded-xl bg-mist/50" />
        ))}
      </div>
    );
  if (query.isError && items.length === 0)
    return <InsightsError what="Recent activity" error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0)
    return <p className="text-sm text-muted">No activity yet: views, feedback and forwards appear here.</p>;
  return (
    <div className="flex flex-col gap-2">
      <ul className="divide-y divide-mist">
        {items.map((item) => (
          <ActivityRow key={item.id} item={item} />
        ))}
      </ul>
      <MorePages query={query} what="More activity" />
    </div>
  );
}
