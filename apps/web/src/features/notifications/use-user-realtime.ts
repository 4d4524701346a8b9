import {
  type CanReferAFriendMessage,
  DATA_RIGHTS_TEXTS,
  type DataExportMessage,
  type NotificationMessage,
  type PresentationTemplateMessage,
  ROLES,
  type Role,
  type RoleChangeMessage,
  type SessionEndedMessage,
  SOCKET_DROPPED_NOTIFICATION_CATEGORY,
  type TeamInvitedMessage,
} from '@folio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useSocketMessage } from '../../lib/use-socket-message.ts';
import { userQuery } from '../accounts/queries.ts';
import type { User } from '../accounts/types.ts';
import { receiveNotification } from './notifications-state.ts';

/** Sent to a registered recipient of a presentation shared by e-mail (share-email.service.ts). */
type PresentationReceivedMessage = {
  type: 'presentation.received';
  presentation_id: number;
  has_new_received_presentation: true;
};

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/**
 * Spec §4 socket messages about the signed-in user: a new notification goes to the bell (except the
 * 'presentation viewed in 24h' digest, which is dropped); the others change the cached user as its next
 * fetch would; a team invite refetches the user, whose new company_invites open the invite modal.
 */
export function useUserRealtime() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const patchUser = (patch: Partial<User>) =>
    client.setQueryData<User | null>(userQuery.queryKey, (user) => user && { ...user, ...patch });

  useSocketMessage<NotificationMessage>('notification', ({ notification, unreadNotifications }) => {
    if ((notification.category as string) === SOCKET_DROPPED_NOTIFICATION_CATEGORY) return;
    receiveNotification(client, notification, unreadNotifications);
  });
  useSocketMessage<RoleChangeMessage>('role.changed', ({ role }) => {
    if (isRole(role)) patchUser({ role });
  });
  useSocketMessage<PresentationReceivedMessage>('presentation.received', () =>
    patchUser({ hasNewReceivedPresentation: true }),
  );
  useSocketMessage<PresentationTemplateMessage>('presentation_template.added', () =>
    patchUser({ hasNewPresentationTemplate: true }),
  );
  useSocketMessage<TeamInvitedMessage>('team.invited', () => {
    void client.invalidateQueries({ queryKey: userQuery.queryKey });
  });
  useSocketMessage<CanReferAFriendMessage>('can_refer_a_friend', ({ canReferAFriend }) =>
    patchUser({ canReferAFriend }),
  );
  useSocketMessage<DataExportMessage>('data_export.ready', () =>
    notify.success(DATA_RIGHTS_TEXTS.exportReady, {
      id: 'data-export-ready',
      action: { label: 'Download', onClick: () => navigate('/settings/your-data') },
    }),
  );
  // The account was deleted in another tab or by an operator: the next call signs this tab out.
  useSocketMessage<SessionEndedMessage>('session.ended', () => {
    void client.invalidateQueries({ queryKey: userQuery.queryKey });
  });
}
