import { TEAM_SEATS, TEAM_TEXTS } from '@folio/shared';

/** What the Manage Team page says; the admin-only text is the server's own (TEAM_TEXTS). */
export const MANAGE_TEAM_TEXTS = {
  title: 'Manage Team',
  adminOnly: TEAM_TEXTS.adminOnly,
  loadFailed: 'The team could not be loaded.',
  nameLabel: 'Team name',
  nameSaved: 'Team name saved.',
  seatsUsed: (used: number, seats: number) => `${used} of ${seats} seats used`,
  seatsCount: 'Members and pending invites each take a seat.',
  seatsTitle: 'Change seats',
  seatsLabel: 'Paid seats',
  seatsProration:
    'Your card is charged for each added seat for the rest of the current billing period (prorated) with your next invoice. Removed seats are credited the same way.',
  seatsMin: (min: number) =>
    `At least ${min}: one for each member and pending invite, and never fewer than ${TEAM_SEATS.min}.`,
  seatsSaved: (seats: number) => `Your team now has ${seats} seats.`,
  seatsNotPaying: 'Seats can be changed while the team has an active subscription.',
  seatsFull: (seats: number) => `All ${seats} seats are in use. Add seats to invite more people.`,
  roleSaved: (name: string, role: string) => `${name} is now ${role === 'admin' ? 'an admin' : 'a member'}.`,
  billingUser: 'Pays for the team',
  billingUserRole: 'The member who pays for the team stays an admin.',
  removeTitle: (name: string, team: string) => `Remove ${name} from ${team}?`,
  removeText:
    'They keep their Folio account, their presentations and insights, and every link they shared keeps working. They lose the team’s templates and, unless they have a plan of their own, premium features. Their seat becomes free.',
  removed: (name: string) => `${name} was removed from the team.`,
  invitesEmpty: 'No pending invites.',
  inviteSent: (email: string) => `Invite sent to ${email}.`,
  resent: (email: string) => `Invite sent again to ${email}.`,
  revokeTitle: (email: string) => `Revoke the invite to ${email}?`,
  revokeText:
    'The link in their e-mail stops working and their seat becomes free. You can invite them again later.',
  revoked: (email: string) => `The invite to ${email} was revoked.`,
  never: 'Never',
} as const;

export const ROLE_OPTIONS = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
] as const;

export const roleLabel = (role: string) => (role === 'admin' ? 'Admin' : 'Member');
