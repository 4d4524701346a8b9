import { z } from 'zod';

/** The team dashboard's limits and texts (issue 14 §6); the spec shows no texts for it, these are ours. */
export const DASHBOARD = {
  /** Days of the period when none is asked: today and the 29 before it (UTC). */
  defaultDays: 30,
  /** The longest period, in days (a leap year). */
  maxDays: 366,
  /** Rows of the presentations and recipients lists unless `limit` asks for more (at most maxLimit). */
  defaultLimit: 10,
  maxLimit: 100,
  texts: {
    title: 'Team dashboard',
    invalidDate: 'Enter a date as YYYY-MM-DD.',
    endBeforeStart: 'The end of the period must not be before its start.',
    tooLong: 'A period is at most 366 days.',
  },
} as const;

const DAY_MS = 86_400_000;
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A calendar day (UTC) as YYYY-MM-DD. */
export const daySchema = z.string().refine(isDay, DASHBOARD.texts.invalidDate);

export const dashboardQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
  limit: z.coerce
    .number({ error: `Enter a limit from 1 to ${DASHBOARD.maxLimit}.` })
    .int(`Enter a limit from 1 to ${DASHBOARD.maxLimit}.`)
    .min(1, `Enter a limit from 1 to ${DASHBOARD.maxLimit}.`)
    .max(DASHBOARD.maxLimit, `Enter a limit from 1 to ${DASHBOARD.maxLimit}.`)
    .default(DASHBOARD.defaultLimit),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export type DashboardPeriod = { from: string; to: string; days: number };

/**
 * The period a query asks for, both ends counted, in UTC days as the insights charts count them: `to`
 * defaults to today, `from` to the 30 days ending at `to`. Answers the field and message of a wrong one.
 */
export function resolvePeriod(
  query: { from?: string; to?: string },
  today: string,
): DashboardPeriod | { field: 'from' | 'to'; message: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, 1 - DASHBOARD.defaultDays);
  if (from > to) return { field: 'to', message: DASHBOARD.texts.endBeforeStart };
  const days = daysBetween(from, to);
  if (days > DASHBOARD.maxDays) return { field: 'from', message: DASHBOARD.texts.tooLong };
  return { from, to, days };
}

const totalsSchema = z.object({
  /** View sessions (each opening of a link), as the insights pages count views. */
  views: z.number().int(),
  /** Distinct viewers, told apart as the insights pages tell them apart (e-mail, phone, user, link, session). */
  unique_viewers: z.number().int(),
  /** Rounded seconds of visible, active viewing. */
  total_seconds: z.number().int(),
  /** total_seconds / views, rounded; 0 without views. */
  average_seconds: z.number().int(),
  /** Presentations and documents first shared in the period. */
  presentations_shared: z.number().int(),
  /** Presentations and documents with at least one view in the period. */
  presentations_viewed: z.number().int(),
});

const personSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

export const dashboardMemberSchema = personSchema.extend({
  role: z.enum(['admin', 'member']),
  ...totalsSchema.shape,
  last_view: z.string().nullable(),
});

export const dashboardPresentationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(['presentation', 'document']),
  share_date: z.string().nullable(),
  owner: personSchema,
  views: z.number().int(),
  unique_viewers: z.number().int(),
  total_seconds: z.number().int(),
  average_seconds: z.number().int(),
  last_view: z.string().nullable(),
});

export const dashboardRecipientSchema = z.object({
  /** Names the viewer across the team's presentations (the identity's two hashes, 32 hex). */
  key: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  presentations_viewed: z.number().int(),
  views: z.number().int(),
  total_seconds: z.number().int(),
  last_seen: z.string(),
});

export const dashboardSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  totals: totalsSchema,
  members: z.array(dashboardMemberSchema),
  presentations: z.object({ count: z.number().int(), results: z.array(dashboardPresentationSchema) }),
  recipients: z.object({ count: z.number().int(), results: z.array(dashboardRecipientSchema) }),
  /** Every day of the period, days without views at 0. */
  views_per_day: z.array(
    z.object({ date: z.string(), views: z.number().int(), unique_viewers: z.number().int() }),
  ),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardMember = z.infer<typeof dashboardMemberSchema>;
export type DashboardPresentation = z.infer<typeof dashboardPresentationSchema>;
export type DashboardRecipient = z.infer<typeof dashboardRecipientSchema>;
