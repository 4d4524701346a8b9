import { pluralize } from '@folio/shared';
import { Eye, Layers, type LucideIcon, MessageSquare, Send } from 'lucide-react';
import type { PresentationStats } from './types.ts';

type Counts = Pick<
  PresentationStats,
  'numberOfAssets' | 'numberOfAccess' | 'numberOfInvites' | 'numberOfFeedback'
>;

const ROWS: { key: keyof Counts; Icon: LucideIcon; one: string; many: string }[] = [
  { key: 'numberOfAssets', Icon: Layers, one: 'asset', many: 'assets' },
  { key: 'numberOfAccess', Icon: Eye, one: 'view', many: 'views' },
  { key: 'numberOfInvites', Icon: Send, one: 'invite', many: 'invites' },
  { key: 'numberOfFeedback', Icon: MessageSquare, one: 'feedback', many: 'feedback' },
];

/** Assets, views, invites and feedback of a presentation, as icons with numbers. */
export function CardStats({ counts }: { counts: Counts }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      {ROWS.map(({ key, Icon, one, many }) => {
        const label = pluralize(counts[key], one, many);
        return (
          <li key={key} className="inline-flex items-center gap-1.5" title={label}>
            <Icon className="size-4" aria-hidden />
            <span aria-hidden>{counts[key]}</span>
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
