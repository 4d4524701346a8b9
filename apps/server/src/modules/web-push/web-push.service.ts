import type { Notification, WebPushSubscriptionInput } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { createBatching } from '../../platform/batching.ts';
import { notFound } from '../../platform/errors.ts';
import {
  generateVapidKeys,
  isAllowedEndpoint,
  type PushOutcome,
  sendPush,
  type VapidKeys,
} from '../../platform/web-push.ts';
import { endpointRefused } from './web-push.errors.ts';
import { createWebPushRepository } from './web-push.repository.ts';

/** A push outlives the moment a day at most: after that the bell has it anyway. */
export const PUSH_TTL_SECONDS = 86_400;

type Deps = {
  db: Db;
  /** VAPID subject: the app's https URL or a mailto: address. */
  subject: string;
  /** Tests' local push service on loopback over http; production never sets this. */
  allowLoopback: boolean;
};

/** What the service worker receives (decrypted): it shows `title` and `body`, and opens `url` on click. */
export type PushPayload = { title: string; body: string; url: string; notification: Notification };

/** Browser push: the VAPID key pair (made once, kept in the database), subscriptions, and sending. */
export function createWebPushService({ db, subject, allowLoopback }: Deps) {
  const repo = createWebPushRepository(db);
  // Asked once per notification: concurrent ones (a burst of views) share the read.
  const subscriptionsOf = createBatching((userIds: number[]) => repo.idsOfUsers(userIds));
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= repo.vapidKeys(generateVapidKeys).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  return {
    vapidKeys,
    publicKey: async () => (await vapidKeys()).publicKey,

    async subscribe(userId: number, input: WebPushSubscriptionInput, userAgent: string | undefined) {
      if (!(await isAllowedEndpoint(input.endpoint, allowLoopback))) throw endpointRefused();
      const row = await repo.subscribe(userId, {
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: (userAgent ?? '').slice(0, 512),
      });
      return { id: row.id, ...(await repo.user(userId)) };
    },

    async unsubscribe(userId: number, id: number) {
      if (!(await repo.unsubscribe(userId, id))) throw notFound();
      return { id, ...(await repo.user(userId)) };
    },

    /** The ids of the user's push subscriptions. */
    subscriptionsOf: (userId: number) => subscriptionsOf(userId),

    /**
     * Sends to one subscription of the user; one its push service has forgotten is deleted. 'unknown':
     * it was deleted, or its browser has since signed in as someone else.
     */
    async send(
      subscriptionId: number,
      userId: number,
      payload: PushPayload,
    ): Promise<PushOutcome | 'unknown'> {
      const target = await repo.find(subscriptionId);
      if (target?.userId !== userId) return 'unknown';
      const outcome = await sendPush(target, JSON.stringify(payload), {
        keys: await vapidKeys(),
        subject,
        ttlSeconds: PUSH_TTL_SECONDS,
        allowLoopback,
      });
      if (outcome !== 'sent') await repo.forget(subscriptionId);
      return outcome;
    },
  };
}

export type WebPushService = ReturnType<typeof createWebPushService>;
