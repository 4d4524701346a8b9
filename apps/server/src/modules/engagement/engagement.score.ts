/** What a viewer did with one presentation, over all their sessions: what the score is made from. */
export type Engagement = {
  sessions: number;
  totalSeconds: number;
  /** Visible assets reached, 0-100. */
  completionPercent: number;
  forwards: number;
  feedback: number;
};

/**
 * Points of each part, 100 in all: time (full at 10 minutes), completion, returns (full at the 4th
 * visit), forwards (full at 2 people) and feedback (any). Time and completion weigh most: they say the
 * viewer read it; a return, a forward or a comment says they act on it.
 */
const WEIGHTS = { time: 30, completion: 30, returns: 15, forwards: 15, feedback: 10 } as const;
const FULL_TIME_SECONDS = 600;
const FULL_RETURNS = 3;
const FULL_FORWARDS = 2;

const part = (value: number, full: number) => Math.min(Math.max(value, 0) / full, 1);

export function engagementScore(e: Engagement) {
  const score =
    WEIGHTS.time * part(e.totalSeconds, FULL_TIME_SECONDS) +
    WEIGHTS.completion * part(e.completionPercent, 100) +
    WEIGHTS.returns * part(e.sessions - 1, FULL_RETURNS) +
    WEIGHTS.forwards * part(e.forwards, FULL_FORWARDS) +
    WEIGHTS.feedback * part(e.feedback, 1);
  return Math.round(score);
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const minutes = (seconds: number) =>
  seconds < 60 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`;

/** The score's reason in a few words: 'Viewed 90% twice, 12 min, forwarded to 2, left feedback'. */
export function engagementReason(e: Engagement) {
  const parts = [`Viewed ${e.completionPercent}% ${times(Math.max(e.sessions, 1))}`, minutes(e.totalSeconds)];
  if (e.forwards > 0) parts.push(`forwarded to ${e.forwards}`);
  if (e.feedback > 0) parts.push('left feedback');
  return parts.join(', ');
}
