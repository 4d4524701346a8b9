import {
  ACTIVITY_HEARTBEAT_SECONDS,
  ACTIVITY_MAX_EVENT_SECONDS,
  ACTIVITY_MAX_EVENTS,
  FEEDBACK_EMOJIS as SHARED_EMOJIS,
  feedbackErrors as sharedFeedbackErrors,
  VIEW_TOKEN_HEADER,
  VIEWER_TEXTS,
} from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { feedbackErrors, RECIPIENT_TEXTS } from './recipient-texts.ts';
import { HEARTBEAT_MS, MAX_EVENT_SECONDS, MAX_EVENTS_PER_CALL } from './tracking.ts';
import { FEEDBACK_EMOJIS } from './types.ts';

// The recipient page keeps these as plain values so that zod stays out of its bundle; they must
// still be the contract's.
describe('recipient values match @folio/shared', () => {
  it('uses the contract’s texts', () => {
    for (const [key, text] of Object.entries(VIEWER_TEXTS))
      if (key in RECIPIENT_TEXTS) expect(RECIPIENT_TEXTS[key as keyof typeof RECIPIENT_TEXTS]).toBe(text);
    expect(RECIPIENT_TEXTS.feedbackEmpty).toBe(VIEWER_TEXTS.feedbackEmpty);
  });

  it('uses the contract’s limits and emoji', () => {
    expect(HEARTBEAT_MS).toBe(ACTIVITY_HEARTBEAT_SECONDS * 1000);
    expect(MAX_EVENT_SECONDS).toBe(ACTIVITY_MAX_EVENT_SECONDS);
    expect(MAX_EVENTS_PER_CALL).toBe(ACTIVITY_MAX_EVENTS);
    expect(FEEDBACK_EMOJIS).toEqual(SHARED_EMOJIS);
    expect(VIEW_TOKEN_HEADER).toBe('x-view-token');
  });

  it.each([
    { name: '', email: '', comment: '', emoji: null },
    { name: 'Cleo', email: 'cleo@', comment: '', emoji: 'love' },
    { name: 'Cleo', email: 'cleo@example.com', comment: 'Nice', emoji: null },
    { name: ' ', email: 'cleo@example.com', comment: ' ', emoji: null },
  ])('checks feedback as the server does: %o', (values) => {
    const shared = sharedFeedbackErrors(values);
    const mine = feedbackErrors(values);
    expect(mine.name).toBe(shared.name?.[0]);
    expect(mine.email).toBe(shared.email?.[0]);
    expect(mine.content).toBe(shared.comment?.[0]);
  });
});
