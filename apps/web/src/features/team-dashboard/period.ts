import { addDays, resolvePeriod } from '@folio/shared';
import type { Period } from './api.ts';

/** The chooser's ready-made periods, in days ending today. */
export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
const DEFAULT_DAYS: PresetDays = 30;

export type PeriodChoice = { days: PresetDays; period: Period } | { days: null; period: Period };

/** Today as the server counts days (UTC), so "the last 7 days" means the same on both sides. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export const presetPeriod = (days: PresetDays, today: string): Period => ({
  from: addDays(today, 1 - days),
  to: today,
});

const isPreset = (value: number): value is PresetDays => (PRESET_DAYS as readonly number[]).includes(value);

/**
 * The period the page's address asks for: `?from=…&to=…` (a custom one the server would accept), else
 * `?days=7|30|90`, else the last 30 days.
 */
export function periodFromSearch(search: URLSearchParams, today: string): PeriodChoice {
  const from = search.get('from');
  const to = search.get('to');
  if (from && to) {
    const custom = resolvePeriod({ from, to }, today);
    if (!('field' in custom)) return { days: null, period: { from: custom.from, to: custom.to } };
  }
  const days = Number(search.get('days'));
  const preset = isPreset(days) ? days : DEFAULT_DAYS;
  return { days: preset, period: presetPeriod(preset, today) };
}

/** The address parameters of a choice. */
export const searchOf = (choice: PeriodChoice): Record<string, string> =>
  choice.days === null ? { ...choice.period } : { days: String(choice.days) };
