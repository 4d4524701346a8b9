import type { QueryClient } from '@tanstack/react-query';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { userQuery } from '../accounts/queries.ts';
import type { User } from '../accounts/types.ts';
import { PUSH_TEXTS, PUSH_TOAST_MS, subscribeToPush } from './web-push.ts';

/**
 * Turns browser push on: the spec's messages when the browser says no or cannot, else the cached user
 * takes web_push_notifications true and the subscription id (spec §4). Resolves whether it is on.
 */
export async function enablePush(client: QueryClient) {
  try {
    const outcome = await subscribeToPush();
    if (outcome.result !== 'subscribed') {
      notify.error(PUSH_TEXTS[outcome.result], { duration: PUSH_TOAST_MS });
      return false;
    }
    const { webPushNotifications, onesignalPlayerId } = outcome.saved;
    client.setQueryData<User | null>(
      userQuery.queryKey,
      (user) => user && { ...user, webPushNotifications, onesignalPlayerId },
    );
    notify.success('Browser notifications are on.', { duration: PUSH_TOAST_MS });
    return true;
  } catch (error) {
    notify.error(firstMessage(error), { duration: PUSH_TOAST_MS });
    return false;
  }
}
