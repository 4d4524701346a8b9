import { describe, expect, it } from 'vitest';
import { type Plan, priceText, seatPrice, tierRange, yearlySaving } from './pricing.ts';

const tiered = (unit: number, interval: Plan['interval']): Plan => ({
  id: interval === 'month' ? 'tiered_monthly' : 'tiered_yearly',
  kind: 'tiered',
  interval,
  currency: 'usd',
  tiers: [
    { from: 1, upTo: 5, unitAmount: unit },
    { from: 6, upTo: 20, unitAmount: unit - 300 },
    { from: 21, upTo: null, unitAmount: unit - 600 },
  ],
});

describe('plan prices on the payment screens', () => {
  it('shows cents as dollars per month or year', () => {
    expect(priceText(2900, 'month')).toBe('$29/mo');
    expect(priceText(29_000, 'year')).toBe('$290/yr');
    expect(priceText(1250, 'month')).toBe('$12.50/mo');
  });

  it('prices every seat at the tier its count falls in, the last tier open-ended', () => {
    const plan = tiered(2500, 'month');
    expect(seatPrice(plan, 2)).toBe(2500);
    expect(seatPrice(plan, 5)).toBe(2500);
    expect(seatPrice(plan, 6)).toBe(2200);
    expect(seatPrice(plan, 400)).toBe(1900);
    expect(plan.tiers.map(tierRange)).toEqual(['1–5 users', '6–20 users', '21+ users']);
  });

  it('says what a year saves against twelve months, and nothing when it saves nothing', () => {
    expect(yearlySaving(tiered(2500, 'month'), tiered(25_000, 'year'))).toBe(17);
    expect(yearlySaving(tiered(2500, 'month'), tiered(30_000, 'year'))).toBeNull();
    expect(yearlySaving(undefined, tiered(25_000, 'year'))).toBeNull();
  });
});
