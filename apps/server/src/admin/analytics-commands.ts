import { createAnalyticsRepository } from '../modules/analytics/analytics.repository.ts';
import { AdminError, type Command } from './command.ts';

const DAY_MS = 86_400_000;

/** `--days N` (1 to 3660), 7 when not given. */
function daysOf(raw: string | undefined) {
  if (raw === undefined) return 7;
  const days = Number(raw);
  if (!Number.isSafeInteger(days) || days < 1 || days > 3660)
    throw new AdminError(`--days must be a whole number of days from 1 to 3660, got '${raw}'.`);
  return days;
}

export const analyticsCommands: Record<string, Command> = {
  analytics: {
    usage: 'analytics [--days N]',
    summary: 'counts the product analytics events per day (UTC) and event over the last N days (default 7)',
    positionals: 0,
    options: ['days'],
    async run({ database, io }, { options }) {
      const days = daysOf(options.days);
      // Today (UTC) counts as one of the days.
      const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
      const from = new Date(today - (days - 1) * DAY_MS);
      const rows = await createAnalyticsRepository(database.db).countsPerDay(from);
      const since = from.toISOString().slice(0, 10);
      if (rows.length === 0) return io.out(`No analytics events since ${since} (UTC).`);
      const width = Math.max('event'.length, ...rows.map((r) => r.name.length));
      io.out(`Analytics events since ${since} (UTC):`);
      io.out(`${'day'.padEnd(10)}  ${'event'.padEnd(width)}  ${'count'.padStart(7)}`);
      for (const row of rows)
        io.out(`${row.day}  ${row.name.padEnd(width)}  ${String(row.count).padStart(7)}`);
      const total = rows.reduce((sum, r) => sum + r.count, 0);
      io.out(`${'total'.padEnd(10)}  ${''.padEnd(width)}  ${String(total).padStart(7)}`);
    },
  },
};
