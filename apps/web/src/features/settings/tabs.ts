/** The account settings tabs (spec §2); /settings opens edit-profile. */
export const SETTINGS_TABS = [
  {
    slug: 'edit-profile',
    label: 'Edit profile',
    text: 'Your name, phone and picture as recipients see them.',
  },
  {
    slug: 'billing',
    label: 'Billing',
    text: 'Your plan, cards and invoices.',
  },
  { slug: 'password', label: 'Password', text: 'Change the password you log in with.' },
  {
    slug: 'notifications',
    label: 'Notifications',
    text: 'How you hear about views and feedback outside the app.',
  },
  {
    slug: 'preferences',
    label: 'Preferences',
    text: 'How the editor behaves, such as summarizing new assets automatically. Preferences are not part of this version yet.',
  },
  {
    slug: 'integration',
    label: 'Integrations',
    text: 'Accounts you sign in with, cloud storage you import from, API keys and webhooks that send your views to your CRM.',
  },
  {
    slug: 'brand',
    label: 'Brand',
    text: 'Your logo and primary colour on what you share, with white label on Premium.',
  },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number];
