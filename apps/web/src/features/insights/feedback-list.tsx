import { formatTime } from '../../lib/time.ts';
import { EMOJI } from './emoji.ts';
import type { InsightsForward, ViewerFeedback } from './types.ts';

/** The viewer's feedback, newest first. Comments are text: whatever markup they hold is shown as typed. */
export function FeedbackList({ feedback }: { feedback: ViewerFeedback[] }) {
  if (feedback.length === 0) return <p className="text-sm text-muted">No feedback from this viewer.</p>;
  return (
    <ul className="flex flex-col divide-y divide-mist">
      {feedback.map((item) => (
        <li key={item.id} className="flex gap-3 py-3">
          {item.emoji && (
            <span role="img" aria-label={EMOJI[item.emoji].label} className="text-2xl leading-none">
              {EMOJI[item.emoji].symbol}
            </span>
          )}
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            {item.comment && <p className="whitespace-pre-line break-words text-ink">{item.comment}</p>}
            <p className="text-xs text-muted">
              {[item.name, item.email].filter(Boolean).join(' · ')} · {formatTime(item.createdAt)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Whom the viewer forwarded the presentation to. */
export function ForwardList({ forwards }: { forwards: InsightsForward[] }) {
  if (forwards.length === 0) return <p className="text-sm text-muted">Not forwarded.</p>;
  return (
    <ul className="flex flex-col divide-y divide-mist text-sm">
      {forwards.map((forward) => (
        <li key={forward.id} className="flex flex-col gap-0.5 py-2">
          <span className="font-medium text-ink break-words">
            {forward.name}
            {forward.email && forward.email !== forward.name && ` · ${forward.email}`}
          </span>
          <span className="text-xs text-muted">{formatTime(forward.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}
