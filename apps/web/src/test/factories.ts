import { type AuthProviders, FEATURE_FLAG_DEFAULTS, type FeatureFlags, type User } from '@folio/shared';

/** A user as GET /api/user sends it (snake_case), with overrides. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'ada@example.com',
    email_verified: true,
    first_name: 'Ada',
    last_name: 'Lovelace',
    mobile_phone: '',
    picture: null,
    thumbnail_picture: null,
    google_account_picture: null,
    facebook_account_picture: null,
    logo: null,
    role: 'free_agent',
    user_type: 'individual',
    show_onboarding: false,
    is_trial_active: false,
    trial_remaining: 0,
    subscription_status: null,
    show_downgrade_to_freemium_modal: false,
    has_new_received_presentation: false,
    has_new_presentation_template: false,
    can_refer_a_friend: true,
    change_password_required: false,
    templates_used: 0,
    remaining_presentation_insights_free_user: 0,
    auto_summarize_assets: false,
    hide_summarizer_modal: false,
    hide_in_folders: false,
    hide_empty_background_alert: false,
    show_single_file_information: false,
    is_beta: false,
    web_push_notifications: false,
    onesignal_player_id: null,
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    view_emails: 'instant',
    hot_lead_minutes: 5,
    notification_settings: {},
    companies: [],
    company_invites: [],
    primary_color: '#34495e',
    branding: {
      show_white_label: false,
      logo: null,
      primary_color: null,
      own_primary_color: '#34495e',
      hide_recipient_header: false,
    },
    date_joined: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export const buildTeam = (isAdmin = false) => ({
  id: 7,
  name: 'Harbour Realty',
  is_admin: isAdmin,
  has_dashboard_access: isAdmin,
  is_company_pays: true,
  is_billing_admin: isAdmin,
});

/** Feature flags as GET /api/feature-flags sends them, with overrides. */
export const buildFlags = (overrides: Partial<FeatureFlags> = {}): FeatureFlags => ({
  ...FEATURE_FLAG_DEFAULTS,
  facebook_login: false,
  google_login: false,
  ...overrides,
});

/** GET /api/auth/providers with the named providers configured (script URLs of a local stand-in). */
export function buildProviders({ google = false, facebook = false } = {}): AuthProviders {
  return {
    google: google
      ? { client_id: 'client.apps.googleusercontent.com', script_url: '/test/gsi/client' }
      : null,
    facebook: facebook ? { app_id: '1234', sdk_url: '/test/sdk.js', version: 'v3.2' } : null,
  };
}
