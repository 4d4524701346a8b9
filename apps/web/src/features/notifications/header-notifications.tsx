import type { User } from '../accounts/types.ts';
import { NotificationBell } from './notification-bell.tsx';
import SignedInServices from './signed-in-services.tsx';

/**
 * The header's notifications, loaded as one chunk right after the shell has rendered (the
 * /presentations route budget has no room for them): the bell, and the socket handlers and web-push
 * prompt that run beside the page while the user is signed in.
 */
export default function HeaderNotifications({ user }: { user: User }) {
  return (
    <>
      <NotificationBell />
      <SignedInServices user={user} />
    </>
  );
}
