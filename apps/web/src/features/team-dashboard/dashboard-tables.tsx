import { displayName } from '../../app/shell/display-name.ts';
import { formatTime } from '../../lib/time.ts';
import { formatSeconds, viewerContact, viewerLabel } from '../insights/format.ts';
import { type Column, StackedTable } from '../insights/stacked-table.tsx';
import type { Dashboard } from './api.ts';

type Member = Dashboard['members'][number];
type Presentation = Dashboard['presentations']['results'][number];
type Recipient = Dashboard['recipients']['results'][number];
type Person = Presentation['owner'];

const count = (n: number) => n.toLocaleString('en-US');
const personName = (person: Person) => displayName(person) || person.email;
const lastView = (value: string | null) => (value ? formatTime(value) : 'No views');

const MEMBER_COLUMNS: Column<Member>[] = [
  {
    key: 'member',
    header: 'Member',
    primary: true,
    cell: (m) => (
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate font-semibold">{personName(m)}</span>
        <span className="truncate text-xs text-muted">
          {m.email} · {m.role === 'admin' ? 'Admin' : 'Member'}
        </span>
      </span>
    ),
  },
  { key: 'shared', header: 'Shared', numeric: true, cell: (m) => count(m.presentationsShared) },
  { key: 'viewed', header: 'Viewed', numeric: true, cell: (m) => count(m.presentationsViewed) },
  { key: 'views', header: 'Views', numeric: true, cell: (m) => count(m.views) },
  { key: 'viewers', header: 'Viewers', numeric: true, cell: (m) => count(m.uniqueViewers) },
  { key: 'time', header: 'Total time', numeric: true, cell: (m) => formatSeconds(m.totalSeconds) },
  { key: 'last', header: 'Last view', cell: (m) => lastView(m.lastView) },
];

const PRESENTATION_COLUMNS: Column<Presentation>[] = [
  {
    key: 'title',
    header: 'Presentation',
    primary: true,
    cell: (p) => (
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate font-semibold">{p.title || 'Untitled'}</span>
        <span className="truncate text-xs text-muted">
          {p.type === 'document' ? 'Document' : 'Presentation'} by {personName(p.owner)}
        </span>
      </span>
    ),
  },
  { key: 'views', header: 'Views', numeric: true, cell: (p) => count(p.views) },
  { key: 'viewers', header: 'Viewers', numeric: true, cell: (p) => count(p.uniqueViewers) },
  { key: 'time', header: 'Total time', numeric: true, cell: (p) => formatSeconds(p.totalSeconds) },
  { key: 'average', header: 'Average', numeric: true, cell: (p) => formatSeconds(p.averageSeconds) },
  { key: 'last', header: 'Last view', cell: (p) => lastView(p.lastView) },
];

const RECIPIENT_COLUMNS: Column<Recipient>[] = [
  {
    key: 'recipient',
    header: 'Recipient',
    primary: true,
    cell: (r) => (
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate font-semibold">{viewerLabel(r)}</span>
        {viewerContact(r) && <span className="truncate text-xs text-muted">{viewerContact(r)}</span>}
      </span>
    ),
  },
  { key: 'presentations', header: 'Presentations', numeric: true, cell: (r) => count(r.presentationsViewed) },
  { key: 'views', header: 'Views', numeric: true, cell: (r) => count(r.views) },
  { key: 'time', header: 'Total time', numeric: true, cell: (r) => formatSeconds(r.totalSeconds) },
  { key: 'last', header: 'Last seen', cell: (r) => formatTime(r.lastSeen) },
];

export const MembersTable = ({ rows }: { rows: Member[] }) => (
  <StackedTable caption="Members" columns={MEMBER_COLUMNS} rows={rows} rowKey={(m) => String(m.userId)} />
);

export const PresentationsTable = ({ rows }: { rows: Presentation[] }) => (
  <StackedTable
    caption="Presentations"
    columns={PRESENTATION_COLUMNS}
    rows={rows}
    rowKey={(p) => String(p.id)}
  />
);

export const RecipientsTable = ({ rows }: { rows: Recipient[] }) => (
  <StackedTable
    caption="Most engaged recipients"
    columns={RECIPIENT_COLUMNS}
    rows={rows}
    rowKey={(r) => r.key}
  />
);
