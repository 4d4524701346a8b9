import type { FeedbackEmoji } from '@folio/shared';

/** The feedback emoji of spec §3 as shown to the owner, with a name for screen readers. */
export const EMOJI: Record<FeedbackEmoji, { symbol: string; label: string }> = {
  thumbsup: { symbol: '👍', label: 'Thumbs up' },
  happy: { symbol: '😊', label: 'Happy' },
  love: { symbol: '😍', label: 'Love' },
  shock: { symbol: '😮', label: 'Shock' },
  pray: { symbol: '🙏', label: 'Pray' },
};
