import { trialGateAllows, type User } from '@folio/shared';
import { type BrandTeam, primaryColorOf } from '../teams/team-brand.ts';
import { planRoleOf } from '../teams/team-premium.ts';
import type { UserTeams } from './accounts.repository.ts';
import type { UserRow } from './accounts.table.ts';

const DAY = 86_400_000;
export const DEFAULT_PRIMARY_COLOR = '#34495e';

/** `brandTeam`: the team whose brand the user's shares carry (team-brand.ts brandTeamOf), null outside one. */
export type UserContext = UserTeams & {
  now: Date;
  fileUrl: (key: string) => string;
  brandTeam: BrandTeam | null;
  /** The linked Google and Facebook accounts' pictures. */
  socialPictures: SocialPictures;
};

export type SocialPictures = { google: string | null; facebook: string | null };

/**
 * The only place that shapes a user for the API. The embedded server keeps its inputs in memory
 * (session-cache.ts): a table they come from needs the change trigger of migration 0040.
 */
export function presentUser(
  row: UserRow,
  { memberships, invites, now, fileUrl, brandTeam, socialPictures }: UserContext,
): User {
  const url = (key: string | null) => (key ? fileUrl(key) : null);
  // A user with no picture of their own shows their provider's.
  const socialPicture = socialPictures.google ?? socialPictures.facebook;
  const trialLeftMs = row.trialEndsAt ? row.trialEndsAt.getTime() - now.getTime() : 0;
  const isAdmin = memberships.some((m) => m.is_admin && m.has_dashboard_access);
  const primaryColor = primaryColorOf(row, brandTeam, now);
  const role = planRoleOf(row.role, memberships);
  // White label is premium: it stays set but shows off while the user has no premium or trial.
  const whiteLabel = row.showWhiteLabel && trialGateAllows({ role, is_trial_active: trialLeftMs > 0 });
  return {
    id: row.id,
    email: row.email,
    email_verified: row.emailVerifiedAt !== null,
    first_name: row.firstName,
    last_name: row.lastName,
    mobile_phone: row.mobilePhone,
    picture: url(row.pictureKey) ?? socialPicture,
    thumbnail_picture: url(row.thumbnailPictureKey) ?? socialPicture,
    google_account_picture: socialPictures.google,
    facebook_account_picture: socialPictures.facebook,
    logo: url(row.logoKey),
    role,
    user_type: memberships.length === 0 ? 'individual' : isAdmin ? 'admin' : 'team',
    show_onboarding: row.showOnboarding,
    is_trial_active: trialLeftMs > 0,
    trial_remaining: Math.max(0, Math.ceil(trialLeftMs / DAY)),
    subscription_status: row.subscriptionStatus as User['subscription_status'],
    show_downgrade_to_freemium_modal: row.showDowngradeToFreemiumModal,
    has_new_received_presentation: row.hasNewReceivedPresentation,
    has_new_presentation_template: row.hasNewPresentationTemplate,
    can_refer_a_friend: row.canReferAFriend && memberships.length === 0,
    change_password_required: row.changePasswordRequired,
    templates_used: row.templatesUsed,
    remaining_presentation_insights_free_user: row.remainingPresentationInsightsFreeUser,
    auto_summarize_assets: row.autoSummarizeAssets,
    hide_summarizer_modal: row.hideSummarizerModal,
    hide_in_folders: row.hideInFolders,
    hide_empty_background_alert: row.hideEmptyBackgroundAlert,
    show_single_file_information: row.showSingleFileInformation,
    is_beta: row.isBeta,
    web_push_notifications: row.webPushNotifications,
    onesignal_player_id: row.onesignalPlayerId,
    time_zone: row.timeZone,
    view_emails: row.viewEmails,
    hot_lead_minutes: row.hotLeadMinutes,
    notification_settings: row.notificationSettings,
    companies: memberships.map(({ role: _role, ...company }) => ({
      ...company,
      is_billing_admin: company.is_admin && company.is_company_pays,
    })),
    company_invites: invites,
    primary_color: primaryColor,
    branding: {
      show_white_label: whiteLabel,
      logo: url(row.logoKey),
      primary_color: primaryColor,
      own_primary_color: row.primaryColor ?? DEFAULT_PRIMARY_COLOR,
      hide_recipient_header: row.hideRecipientHeader,
    },
    date_joined: row.createdAt.toISOString(),
  };
}
