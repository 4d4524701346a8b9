import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNELS_OF,
  type NotificationChannel,
  type NotificationSettings,
  notificationChannelOn,
  type SettableCategory,
  type User as UserWire,
  type ViewEmailMode,
} from '@folio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { toCamelKey } from '../../lib/case.ts';
import { accountKeys } from '../accounts/queries.ts';
import type { User } from '../accounts/types.ts';

export type ChannelChoices = Record<SettableCategory, Partial<Record<NotificationChannel, boolean>>>;

export const SETTABLE_CATEGORIES = Object.keys(NOTIFICATION_CHANNELS_OF) as SettableCategory[];
export const channelsOf = (category: SettableCategory): readonly NotificationChannel[] =>
  NOTIFICATION_CHANNELS_OF[category];

/**
 * Every channel of every category as the server obeys it (missing = on), read from the camelized user:
 * its keys are camelCase there ('notAccessed24h'), the wire's are snake_case.
 */
export function choicesOf(user: User): ChannelChoices {
  const stored = user.notificationSettings as Record<string, Record<string, boolean> | undefined>;
  const settings: NotificationSettings = {};
  for (const category of SETTABLE_CATEGORIES) {
    const entry = stored[toCamelKey(category)];
    if (!entry) continue;
    const set = NOTIFICATION_CHANNELS.flatMap((c) => {
      const on = entry[toCamelKey(c)];
      return on === undefined ? [] : [[c, on] as const];
    });
    settings[category] = Object.fromEntries(set);
  }
  return Object.fromEntries(
    SETTABLE_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(channelsOf(category).map((c) => [c, notificationChannelOn(settings, category, c)])),
    ]),
  ) as ChannelChoices;
}

export type NotificationSettingsUpdate = {
  notification_settings: ChannelChoices;
  view_emails: ViewEmailMode;
  hot_lead_minutes: number | null;
};

/** PATCH /api/user with the tab's choices, in wire keys (snake_case stays as it is on the way out). */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsUpdate) => api<UserWire>('/user', { method: 'PATCH', body }),
    onSuccess: (user: User) => client.setQueryData(accountKeys.user, user),
  });
}
