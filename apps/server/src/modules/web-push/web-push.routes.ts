/**
 * Browser push (spec §4 web push) with the standard Push API and VAPID:
 *   - GET /api/web-push/public-key — the VAPID public key (base64url) for `pushManager.subscribe`'s
 *     applicationServerKey; made on the first start and kept in the database, shared by all instances.
 *   - POST /api/web-push/subscriptions — `PushSubscription.toJSON()` ({ endpoint, keys: { p256dh, auth } });
 *     the endpoint must be https on a public host. Answers the subscription id and the user's fields:
 *     `web_push_notifications` true and `onesignal_player_id` the id (the spec's field keeps its name; it
 *     holds the newest subscription of the user).
 *   - DELETE /api/web-push/subscriptions/{id} — unsubscribes (others' ids 404); the user's fields follow
 *     the newest remaining subscription (false and null when none is left).
 * Each new notification is then pushed to every subscription of its user, encrypted (RFC 8291), as
 * `{ title, body, url, notification }`.
 */
import {
  webPushPublicKeySchema,
  webPushSubscriptionInputSchema,
  webPushSubscriptionSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import type { WebPushService } from './web-push.service.ts';

type Subscribed = { id: number; webPushNotifications: boolean; onesignalPlayerId: string | null };
const present = (s: Subscribed) => ({
  id: s.id,
  web_push_notifications: s.webPushNotifications,
  onesignal_player_id: s.onesignalPlayerId,
});

export async function webPushRoutes(base: FastifyInstance, { webPush }: { webPush: WebPushService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['web-push'];

  app.get(
    '/api/web-push/public-key',
    {
      schema: {
        tags,
        operationId: 'getWebPushPublicKey',
        summary: 'Read the web push public key',
        description:
          "The server's VAPID public key (base64url), the applicationServerKey of pushManager.subscribe.",
        response: { 200: webPushPublicKeySchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return { public_key: await webPush.publicKey() };
    },
  );

  app.post(
    '/api/web-push/subscriptions',
    {
      schema: {
        tags,
        operationId: 'createWebPushSubscription',
        summary: 'Subscribe a browser to push notifications',
        description:
          "Saves the browser's push subscription (PushSubscription.toJSON()); sets web_push_notifications true and onesignal_player_id to its id.",
        body: webPushSubscriptionInputSchema,
        response: { 201: webPushSubscriptionSchema },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const saved = await webPush.subscribe(user.id, request.body, request.headers['user-agent']);
      return reply.status(201).send(present(saved));
    },
  );

  app.delete(
    '/api/web-push/subscriptions/:id',
    {
      schema: {
        tags,
        operationId: 'deleteWebPushSubscription',
        summary: 'Unsubscribe a browser from push notifications',
        description: 'Unsubscribes one browser of the user (404 for ids that are not theirs).',
        params: idParams,
        response: { 200: webPushSubscriptionSchema },
      },
    },
    async (request) => present(await webPush.unsubscribe(requireAuth(request).user.id, request.params.id)),
  );
}
