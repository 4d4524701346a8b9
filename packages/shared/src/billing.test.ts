import { describe, expect, it } from 'vitest';
import { formatDollars } from './billing.ts';

describe('formatDollars', () => {
  it('shows whole dollars without cents and cents only when there are some', () => {
    expect(formatDollars(2000)).toBe('$20');
    expect(formatDollars(1250)).toBe('$12.50');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(0)).toBe('$0');
  });

  it('separates thousands', () => {
    expect(formatDollars(494_000)).toBe('$4,940');
    expect(formatDollars(123_456_789)).toBe('$1,234,567.89');
    expect(formatDollars(100_000_000)).toBe('$1,000,000');
  });
});
