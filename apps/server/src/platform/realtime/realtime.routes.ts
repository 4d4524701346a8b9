/**
 * GET /ws — the realtime socket of a signed-in browser tab.
 *
 * Envelope (server → client): one JSON object per text frame, `{ "type": "<name>", ...data }`, data in
 * snake_case like the API. Types:
 *   - `hello` — sent once, first, on every connect. Nothing is replayed: a client that reconnects
 *     refetches what it shows.
 *   - `asset.progress` — `{ presentation_id, asset_id, percentage, … }`, upload and conversion progress
 *     sent by jobs through the hub (percentages only rise).
 *   - `notification` — `{ notification, unread_notifications }`: one just made (the shape of GET
 *     /api/notifications' results) and the user's unread count after it.
 *   - `insights.changed` — `{ presentation_id }`: the insights of one of the user's presentations changed
 *     (a view began or went on, feedback, a forward); at most about two a second per presentation, the
 *     last change of a burst always followed by one. Refetch what is shown of that presentation.
 *   - `role.changed` `{ role }`, `presentation_template.added` `{ has_new_presentation_template }`,
 *     `can_refer_a_friend` `{ can_refer_a_friend }` — the user's fields changed (types in @folio/shared
 *     notifications.ts).
 * Client → server: nothing. The server pings every 30 s (browsers answer pongs by themselves); any frame
 * is ignored, and one over 4 KB closes the socket with 1009.
 *
 * Authentication is the API's: the session cookie or `Authorization: Bearer`, read by `registerAuth` on
 * the upgrade request. Refusals and close codes:
 *   - HTTP 403 instead of the upgrade: the Origin is not ours (cross-site WebSocket hijacking). A request
 *     without Origin is not a browser's, so it cannot be a hijack, and goes on to the session check.
 *   - 4401: no valid session at connect, or at a later heartbeat the session was revoked or expired or the
 *     account disabled. Do not retry: sign in again. (A socket upgrade is accepted and then closed rather
 *     than answered 401, because a browser sees only 1006 for a refused upgrade, never its status.)
 *   - 4403: the user must set a new password first. Do not retry.
 *   - 4429: the user already has 20 sockets open. Retry later.
 *   - 1012 (service restart): this instance is shutting down (SIGTERM, a rolling restart). Reconnect soon, after
 *     a short random delay: the balancer sends the new socket to another instance.
 *   - 1009: the client sent a frame over 4 KB.
 *   - no close frame (1006 in the browser): a missed heartbeat, or the network.
 * The socket is outside the request rate limit (it counts /api calls only); the per-user cap bounds it.
 */
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { createHeartbeat } from './heartbeat.ts';
import type { RealtimeHub } from './hub.ts';
import { createLiveSessions } from './live-sessions.ts';

export const CLOSE = {
  serviceRestart: 1012,
  tooBig: 1009,
  unauthenticated: 4401,
  passwordChangeRequired: 4403,
  tooManySockets: 4429,
} as const;

export const HEARTBEAT_MS = 30_000;
export const MAX_CLIENT_FRAME_BYTES = 4096;
export const MAX_SOCKETS_PER_USER = 20;

export type RealtimeRoutesOptions = {
  hub: RealtimeHub;
  db: Db;
  clock: Clock;
  /** config.publicUrl: its origin may open sockets. */
  publicUrl: string;
};

export const realtimeRoutes: FastifyPluginAsync<RealtimeRoutesOptions> = async (app, options) => {
  const { hub, publicUrl } = options;
  const ownOrigin = new URL(publicUrl).origin;
  // As registerAuth's CSRF rule: publicUrl's origin, or the host the request came to (the Vite dev proxy).
  const isOwnOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin === undefined || origin === ownOrigin || origin === `${request.protocol}://${request.host}`;
  };

  const heartbeat = createHeartbeat({
    liveSessions: createLiveSessions(options.db, options.clock),
    sessionEndedCode: CLOSE.unauthenticated,
    log: app.log,
  });
  const timer = setInterval(() => void heartbeat.sweep(), HEARTBEAT_MS);
  timer.unref();
  const openPerUser = new Map<number, number>();

  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const client of app.websocketServer?.clients ?? [])
      client.close(CLOSE.serviceRestart, 'Server restarting');
  });
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });

  app.get(
    '/ws',
    {
      websocket: true,
      onRequest: async (request, reply) => {
        if (!isOwnOrigin(request)) return reply.code(403).send({ detail: 'Cross-origin socket refused.' });
      },
    },
    (socket, request) => {
      const auth = request.auth;
      // A browser's socket: an API key never opens one (its sessions are what the heartbeat checks).
      if (auth?.via !== 'session') return socket.close(CLOSE.unauthenticated, 'Sign in first');
      if (auth.user.changePasswordRequired)
        return socket.close(CLOSE.passwordChangeRequired, 'Set a new password first');
      const userId = auth.user.id;
      const open = openPerUser.get(userId) ?? 0;
      if (open >= MAX_SOCKETS_PER_USER) return socket.close(CLOSE.tooManySockets, 'Too many sockets');
      openPerUser.set(userId, open + 1);

      socket.send(JSON.stringify({ type: 'hello' }));
      const unregister = hub.connect(userId, socket);
      const untrack = heartbeat.track(socket, auth.sessionId);
      socket.on('message', () => {});
      socket.once('close', () => {
        unregister();
        untrack();
        const left = (openPerUser.get(userId) ?? 1) - 1;
        if (left > 0) openPerUser.set(userId, left);
        else openPerUser.delete(userId);
      });
    },
  );
};
