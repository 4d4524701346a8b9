import { describe, expect, it } from 'vitest';
import { createRecentViews } from './owner-emails.recent.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 2, 9, minutes));

describe('recent views of a link (what spares the view e-mail its query)', () => {
  it('proves a view follows an earlier one of the same link within 30 minutes', () => {
    const recent = createRecentViews();
    recent.seen(1, { id: 10, createdAt: at(0) });
    expect(recent.follows(1, { id: 11, createdAt: at(29) })).toBe(true);
  });

  it('proves nothing after 30 quiet minutes, for another link, or for an earlier session id', () => {
    const recent = createRecentViews();
    recent.seen(1, { id: 10, createdAt: at(0) });
    expect(recent.follows(1, { id: 11, createdAt: at(30) })).toBe(false);
    expect(recent.follows(2, { id: 11, createdAt: at(1) })).toBe(false);
    expect(recent.follows(1, { id: 9, createdAt: at(1) })).toBe(false);
  });

  it('keeps the newest session of a link', () => {
    const recent = createRecentViews();
    recent.seen(1, { id: 12, createdAt: at(40) });
    recent.seen(1, { id: 10, createdAt: at(0) });
    expect(recent.follows(1, { id: 13, createdAt: at(45) })).toBe(true);
  });
});
