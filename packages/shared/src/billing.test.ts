import { describe, expect, it } from 'vitest';
import { formatDollars } from './billing.ts';

describe('formatDollars: cents as US dollars, thousands separated, cents only when there are some', () => {
  it.each([
    [2000, '$20'],
    [1250, '$12.50'],
    [5, '$0.05'],
    [0, '$0'],
    [494_000, '$4,940'],
    [123_456_789, '$1,234,567.89'],
    [100_000_000, '$1,000,000'],
  ])('shows %i cents as %s', (cents, shown) => {
    expect(formatDollars(cents)).toBe(shown);
  });
});
