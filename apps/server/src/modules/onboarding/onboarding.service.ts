import type { OnboardingAnswers } from '@folio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { users } from '../accounts/accounts.table.ts';
import { onboardingAnswers } from './onboarding.table.ts';

/** Stores the questionnaire (answering again replaces it) and stops showing onboarding. */
export const createOnboardingService = (db: Db) => ({
  async answer(user: UserRow, answers: OnboardingAnswers) {
    return db.transaction(async (tx) => {
      await tx
        .insert(onboardingAnswers)
        .values({ userId: user.id, answers })
        .onConflictDoUpdate({ target: onboardingAnswers.userId, set: { answers, createdAt: new Date() } });
      const [row] = await tx
        .update(users)
        .set({
          showOnboarding: false,
          ...(answers.phone_number && !user.mobilePhone && { mobilePhone: answers.phone_number }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      return row as UserRow;
    });
  },
});
