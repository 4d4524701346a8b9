import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { userQuery } from '../accounts/queries.ts';
import type { User } from '../accounts/types.ts';
import { ShareSwitch } from '../sharing/share-switch.tsx';
import { enablePush } from './enable-push.ts';
import { rememberPushPrompted } from './push-cookie.ts';
import { unsubscribeFromPush } from './web-push.ts';

/** The notifications tab: browser push on or off (spec §4 web push), the prompt's choice made again. */
export function PushSettingsForm({ user }: { user: User }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const turnOff = async () => {
    try {
      const after = await unsubscribeFromPush(user.onesignalPlayerId);
      const { webPushNotifications, onesignalPlayerId } = after ?? {
        webPushNotifications: false,
        onesignalPlayerId: null,
      };
      client.setQueryData<User | null>(
        userQuery.queryKey,
        (current) => current && { ...current, webPushNotifications, onesignalPlayerId },
      );
      notify.success('Browser notifications are off.');
    } catch (error) {
      notify.error(firstMessage(error));
      await client.invalidateQueries({ queryKey: userQuery.queryKey });
    }
  };

  const change = async (on: boolean) => {
    rememberPushPrompted();
    setBusy(true);
    try {
      if (on) await enablePush(client);
      else await turnOff();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <ShareSwitch
        label="Browser notifications"
        checked={user.webPushNotifications}
        disabled={busy}
        onCheckedChange={(on) => void change(on)}
      />
      <p className="text-sm text-muted">
        Know the moment someone views your presentation or leaves feedback, even when Folio is closed. The
        bell in the header lists every notification either way.
      </p>
    </div>
  );
}
