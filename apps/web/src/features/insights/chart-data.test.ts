import { describe, expect, it } from 'vitest';
import { dailyViews, VIEW_DAYS_MAX } from './chart-data.ts';
import { formatSeconds, viewerContact, viewerLabel } from './format.ts';

describe('insights formats (spec §9)', () => {
  it('shows durations in rounded seconds', () => {
    expect(formatSeconds(0)).toBe('0 s');
    expect(formatSeconds(62.4)).toBe('62 s');
    expect(formatSeconds(62.5)).toBe('63 s');
    expect(formatSeconds(3600)).toBe('3,600 s');
  });

  it('names a viewer by name, else e-mail, else phone, and lists the rest', () => {
    const viewer = { key: 'k', name: null, email: null, phone: '+1 555 0100' };
    expect(viewerLabel(viewer)).toBe('+1 555 0100');
    expect(viewerContact(viewer)).toBe('');
    expect(viewerLabel({ ...viewer, phone: null })).toBe('Anonymous viewer');
    expect(viewerContact({ ...viewer, name: 'Grace', email: 'g@example.com' })).toBe(
      'g@example.com · +1 555 0100',
    );
  });
});

describe('dailyViews', () => {
  it('fills the days without views, over a week at least', () => {
    expect(
      dailyViews([
        { date: '2026-02-27', views: 2, uniqueViewers: 1 },
        { date: '2026-03-02', views: 1, uniqueViewers: 1 },
      ]).map((d) => [d.date, d.views]),
    ).toEqual([
      ['2026-02-24', 0],
      ['2026-02-25', 0],
      ['2026-02-26', 0],
      ['2026-02-27', 2],
      ['2026-02-28', 0],
      ['2026-03-01', 0],
      ['2026-03-02', 1],
    ]);
  });

  it('keeps the most recent days when the span is long', () => {
    const days = dailyViews([
      { date: '2025-01-01', views: 1, uniqueViewers: 1 },
      { date: '2026-01-01', views: 1, uniqueViewers: 1 },
    ]);
    expect(days).toHaveLength(VIEW_DAYS_MAX);
    expect(days.at(-1)?.date).toBe('2026-01-01');
  });
});
