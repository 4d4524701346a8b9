import { type FeedbackCreate, feedbackErrors } from '@folio/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { feedbackDisabled, feedbackInvalid } from './feedback.errors.ts';
import { feedback } from './feedback.table.ts';

type Deps = { db: Db; clock: Clock; activity: ActivityService; events: Events };

/** A recipient's feedback (spec §5): left in a live view session of a link that allows it. */
export function createFeedbackService({ db, clock, activity, events }: Deps) {
  return {
    async create(input: FeedbackCreate) {
      const errors = feedbackErrors(input);
      if (Object.keys(errors).length > 0) throw feedbackInvalid(errors);
      const { session, link, ownerId } = await activity.live(input.presentation_activity);
      if (link.preventFeedback) throw feedbackDisabled();
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(feedback)
          .values({
            sessionId: session.id,
            presentationId: session.presentationId,
            name: input.name!.trim(),
            email: input.email!.trim().toLowerCase(),
            comment: input.comment?.trim() ?? '',
            emoji: input.emoji ?? null,
            createdAt: clock.now(),
          })
          .returning();
        await tx
          .update(presentations)
          .set({ numberOfFeedback: sql`${presentations.numberOfFeedback} + 1` })
          .where(eq(presentations.id, session.presentationId));
        await events.record(tx, 'feedback.created', {
          feedbackId: row!.id,
          sessionId: session.id,
          shareLinkId: link.id,
          presentationId: session.presentationId,
          ownerId,
        });
        return row!;
      });
      events.flush();
      return row;
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
