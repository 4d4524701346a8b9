import { describe, expect, it } from 'vitest';
import { formatTime } from './time.ts';

const now = new Date(2026, 2, 12, 15, 0, 0); // Thursday 12 March 2026, 3:00 PM local time

describe('formatTime (spec §4: older than 24 h absolute, newer relative)', () => {
  it('shows weekday, MM/DD/YY at hh:mmA for a time older than 24 hours', () => {
    expect(formatTime(new Date(2026, 2, 9, 14, 5), now)).toBe('Monday, 03/09/26 at 02:05PM');
    expect(formatTime(new Date(2025, 11, 31, 0, 7), now)).toBe('Wednesday, 12/31/25 at 12:07AM');
    expect(formatTime(new Date(2026, 2, 11, 14, 59), now)).toBe('Wednesday, 03/11/26 at 02:59PM');
  });

  it('shows relative time for a time within the last 24 hours', () => {
    expect(formatTime(new Date(2026, 2, 12, 14, 59, 40), now)).toBe('just now');
    expect(formatTime(new Date(2026, 2, 12, 14, 55), now)).toBe('5 minutes ago');
    expect(formatTime(new Date(2026, 2, 12, 14, 59), now)).toBe('1 minute ago');
    expect(formatTime(new Date(2026, 2, 12, 12, 0), now)).toBe('3 hours ago');
    expect(formatTime(new Date(2026, 2, 11, 15, 0), now)).toBe('24 hours ago');
  });

  it('reads ISO 8601 strings from the server and ignores invalid ones', () => {
    const iso = new Date(2026, 2, 12, 14, 30).toISOString();
    expect(formatTime(iso, now)).toBe('30 minutes ago');
    expect(formatTime('not a date', now)).toBe('');
  });
});
