import { z } from 'zod';
import { ASSET_VIEW_KINDS, NOTIFICATION_CATEGORIES } from './notification-texts.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

export * from './notification-settings.ts';
export * from './notification-texts.ts';

export const notificationBodySchema = z.object({
  name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  asset_title: z.string().nullable().optional(),
  asset_kind: z.enum(ASSET_VIEW_KINDS).optional(),
  pages_viewed: z.number().int().optional(),
  total_pages: z.number().int().optional(),
  duration: z.number().optional(),
  assets_viewed: z.number().int().optional(),
  total_assets: z.number().int().optional(),
  link_name: z.string().nullable().optional(),
  time_passed: z.number().optional(),
  company: z.string().nullable().optional(),
  picture: z.string().nullable().optional(),
  presentation_id: z.number().int().nullable().optional(),
  share_link: z.string().nullable().optional(),
  emoji: z.string().nullable().optional(),
  comment: z.string().nullable().optional(),
  returned: z.boolean().optional(),
});

/** One notification of the bell (spec §3): `message` is its text, made from `category` and `body`. */
export const notificationSchema = z.object({
  id: z.number().int(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  presentation_id: z.number().int().nullable(),
  body: notificationBodySchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema.pick({ page: true });

/** GET /api/notifications: newest first (id descending), with the user's unread count for the bell. */
export const notificationPageSchema = pageOf(notificationSchema).extend({
  unread_notifications: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /api/notifications/mark-all and /{id}/read: the unread count after it, and the one marked. */
export const markReadResponseSchema = z.object({
  unread_notifications: z.number().int(),
  notification: notificationSchema.nullable(),
});
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

/** POST /api/web-push/subscriptions: a PushSubscription as the browser serialises it (toJSON()). */
export const webPushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'Not a P-256 public key.'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'Not a push auth secret.'),
  }),
  expirationTime: z.number().nullable().optional(),
});
export type WebPushSubscriptionInput = z.infer<typeof webPushSubscriptionInputSchema>;

export const webPushPublicKeySchema = z.object({ public_key: z.string() });

export const webPushSubscriptionSchema = z.object({
  id: z.number().int(),
  web_push_notifications: z.boolean(),
  onesignal_player_id: z.string().nullable(),
});

/**
 * The messages about the user (spec §4 socket). `notification`: one just made, with the unread count after
 * it; the others set the user's flags (role, has_new_presentation_template, can_refer_a_friend; 'presentation.received',
 * in realtime.ts, sets has_new_received_presentation) as the user record would on its next fetch.
 */
export type NotificationMessage = {
  type: 'notification';
  notification: Notification;
  unread_notifications: number;
};
/** The user's plan changed; with company_id, their role in that team did (team_role null: they left it). */
export type RoleChangeMessage = {
  type: 'role.changed';
  role: string;
  company_id?: number;
  team_role?: 'admin' | 'member' | null;
};
export type PresentationTemplateMessage = {
  type: 'presentation_template.added';
  has_new_presentation_template: true;
};
export type CanReferAFriendMessage = { type: 'can_refer_a_friend'; can_refer_a_friend: boolean };
export type UserRealtimeMessage =
  | NotificationMessage
  | RoleChangeMessage
  | PresentationTemplateMessage
  | CanReferAFriendMessage;
