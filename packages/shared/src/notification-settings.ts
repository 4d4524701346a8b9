import { z } from 'zod';
import type { NotificationCategory } from './notification-texts.ts';

/** Where a notification category reaches its user: the bell, e-mail, browser push. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A user's choices per category and channel; a missing entry means on. */
export type NotificationSettings = Partial<
  Record<NotificationCategory, Partial<Record<NotificationChannel, boolean>>>
>;

/**
 * The channels each category the product makes actually uses. Every category's bell entry is pushed; a
 * push repeats a bell entry, so it needs in_app on. E-mail exists for feedback, forwards and hot leads;
 * e-mails about views have their own mode (view_emails). Categories left out are never made (asset
 * views stay inside their visit's entry, the welcome is made once at sign-up, no guide or video entries).
 */
export const NOTIFICATION_CHANNELS_OF = {
  presentation_viewed: ['in_app', 'push'],
  hot_lead: ['in_app', 'email', 'push'],
  not_accessed_24h: ['in_app', 'push'],
  first_analytics: ['in_app', 'push'],
  feedback_received: ['in_app', 'email', 'push'],
  forwarded: ['in_app', 'email', 'push'],
  new_template: ['in_app', 'push'],
  template_added: ['in_app', 'push'],
  new_user_team: ['in_app', 'push'],
  first_presentation_created: ['in_app', 'push'],
  first_presentation_sent: ['in_app', 'push'],
} as const satisfies Partial<Record<NotificationCategory, readonly NotificationChannel[]>>;
export type SettableCategory = keyof typeof NOTIFICATION_CHANNELS_OF;

export const NOTIFICATION_SETTINGS_TEXTS = {
  unknownCategory: 'Unknown notification category.',
  unknownChannel: 'This category has no such channel (in_app, email or push).',
  notBoolean: 'Send true or false.',
} as const;

/** Whether the user hears of this category on this channel (missing = on; a push needs its bell entry). */
export function notificationChannelOn(
  settings: NotificationSettings | null | undefined,
  category: NotificationCategory,
  channel: NotificationChannel,
): boolean {
  const entry = settings?.[category];
  if (channel === 'push' && entry?.in_app === false) return false;
  return entry?.[channel] !== false;
}

type ChannelChoices = Partial<Record<NotificationChannel, boolean>>;

const channelsSchema = (channels: readonly NotificationChannel[]): z.ZodType<ChannelChoices> =>
  z.strictObject(
    Object.fromEntries(
      channels.map((c) => [c, z.boolean({ error: NOTIFICATION_SETTINGS_TEXTS.notBoolean }).optional()]),
    ),
    { error: NOTIFICATION_SETTINGS_TEXTS.unknownChannel },
  );

const settingsShape = {} as Record<SettableCategory, z.ZodOptional<z.ZodType<ChannelChoices>>>;
for (const category of Object.keys(NOTIFICATION_CHANNELS_OF) as SettableCategory[])
  settingsShape[category] = channelsSchema(NOTIFICATION_CHANNELS_OF[category]).optional();

/** PATCH /api/user notification_settings: the categories and channels named are merged into the user's choices. */
export const notificationSettingsSchema = z.strictObject(settingsShape, {
  error: NOTIFICATION_SETTINGS_TEXTS.unknownCategory,
});
