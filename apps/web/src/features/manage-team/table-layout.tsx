import type { ReactNode } from 'react';

/*
 * The members' and invites' tables: a table on large screens, one card per row below that (a phone has no
 * room for six columns). The cells then carry their own labels, which the table's header says on large screens.
 */
export const tableClass = 'block w-full text-left text-sm large:table';
export const headClass =
  'px-3 pb-2 whitespace-nowrap text-xs font-semibold tracking-wide text-muted uppercase';
export const rowClass =
  'flex flex-col gap-3 rounded-xl p-4 ring-1 ring-mist large:table-row large:rounded-none large:p-0 large:ring-0 large:[&+&]:border-t large:[&+&]:border-mist';
export const cellClass =
  'flex items-center gap-2 [&_time]:whitespace-nowrap large:table-cell large:px-3 large:py-3 large:align-middle';

/** A cell's name on a phone card; the table's header names it on large screens. */
export const CellLabel = ({ children }: { children: ReactNode }) => (
  <span className="w-28 shrink-0 text-muted large:hidden">{children}</span>
);

/** The header row: visible on large screens, read by screen readers everywhere. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="sr-only large:not-sr-only large:table-header-group">
      <tr>
        {columns.map((head) => (
          <th key={head} scope="col" className={headClass}>
            {head}
          </th>
        ))}
        <th scope="col" className={headClass}>
          <span className="sr-only">Actions</span>
        </th>
      </tr>
    </thead>
  );
}

export const bodyClass = 'flex flex-col gap-3 large:table-row-group';
