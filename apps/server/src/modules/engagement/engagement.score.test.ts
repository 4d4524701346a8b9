import { describe, expect, it } from 'vitest';
import { engagementReason, engagementScore } from './engagement.score.ts';

const quiet = { sessions: 1, totalSeconds: 0, completionPercent: 0, forwards: 0, feedback: 0 };

describe('engagement score', () => {
  it('is 0 for an opening with nothing done and 100 for a viewer who did everything', () => {
    expect(engagementScore(quiet)).toBe(0);
    const all = { sessions: 4, totalSeconds: 600, completionPercent: 100, forwards: 2, feedback: 1 };
    expect(engagementScore(all)).toBe(100);
    expect(engagementScore({ ...all, sessions: 40, totalSeconds: 9000, forwards: 9, feedback: 5 })).toBe(100);
  });

  it('weighs each part: half the time, all the content, one return, one forward', () => {
    expect(engagementScore({ ...quiet, totalSeconds: 300 })).toBe(15);
    expect(engagementScore({ ...quiet, completionPercent: 100 })).toBe(30);
    expect(engagementScore({ ...quiet, sessions: 2 })).toBe(5);
    expect(engagementScore({ ...quiet, forwards: 1 })).toBe(8);
    expect(engagementScore({ ...quiet, feedback: 1 })).toBe(10);
  });

  it('gives a short reason', () => {
    expect(
      engagementReason({ sessions: 2, totalSeconds: 720, completionPercent: 90, forwards: 2, feedback: 0 }),
    ).toBe('Viewed 90% twice, 12 min, forwarded to 2');
    expect(engagementReason({ ...quiet, totalSeconds: 42, feedback: 1 })).toBe(
      'Viewed 0% once, 42 s, left feedback',
    );
    expect(engagementReason({ ...quiet, sessions: 5 })).toBe('Viewed 0% 5 times, 0 s');
  });
});
