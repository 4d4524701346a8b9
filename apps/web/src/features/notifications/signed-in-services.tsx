import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle.ts';
import { useUpdateUser } from '../accounts/api.ts';
import type { User } from '../accounts/types.ts';
import { wasPromptedForPush } from './push-cookie.ts';
import { useUserRealtime } from './use-user-realtime.ts';

const WebPushPrompt = lazy(() => import('./web-push-prompt.tsx'));

/**
 * What a signed-in page keeps running beside the header: the socket messages about the user, the
 * browser's time zone sent when it is not the stored one (the owner's e-mails give times in it), and the
 * web-push prompt for a user not asked yet (loaded when the browser is idle after the page has painted).
 */
export default function SignedInServices({ user }: { user: User }) {
  useUserRealtime();
  const { mutate: updateUser } = useUpdateUser();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  useEffect(() => {
    if (timeZone && user.timeZone !== timeZone) updateUser({ timeZone });
  }, [timeZone, user.timeZone, updateUser]);
  const client = useQueryClient();
  const [ask, setAsk] = useState(false);
  const wantsPrompt = !user.webPushNotifications && !wasPromptedForPush();
  useEffect(() => {
    if (wantsPrompt) whenIdle(() => setAsk(true));
  }, [wantsPrompt]);
  return (
    ask && (
      <Suspense>
        <WebPushPrompt client={client} />
      </Suspense>
    )
  );
}
