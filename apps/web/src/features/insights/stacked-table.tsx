import type { ReactNode } from 'react';
import { cn } from '../../ui/cn.ts';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's title: first and full width on a phone, without its label. */
  primary?: boolean;
  numeric?: boolean;
};

/** A table on large screens; below 1024 px each row becomes a card of labelled values. */
export function StackedTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  return (
    <table className="block w-full text-left large:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only large:not-sr-only large:table-header-group">
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={cn(
                'px-3 pb-2 text-xs font-semibold tracking-wide text-muted uppercase first:pl-0 last:pr-0',
                column.numeric && 'text-right',
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 large:table-row-group">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl p-4 ring-1 ring-mist large:table-row large:rounded-none large:p-0 large:ring-0 large:[&+tr]:border-t large:[&+tr]:border-mist"
          >
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.header}
                className={cn(
                  'flex min-w-0 flex-col gap-0.5 text-sm text-ink large:table-cell large:px-3 large:py-3 large:align-middle large:first:pl-0 large:last:pr-0',
                  'before:text-xs before:text-muted before:content-[attr(data-label)] large:before:content-none',
                  column.primary && 'col-span-2 before:content-none',
                  column.numeric && 'tabular-nums large:text-right',
                )}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
