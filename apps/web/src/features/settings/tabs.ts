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
    text: 'What you hear about, and where: in the app’s bell, by e-mail or as a browser notification.',
  },
  {
    slug: 'preferences',
    label: 'Preferences',
    text: 'What your lists, share dialogs and file previews show.',
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
  {
    slug: 'your-data',
    label: 'Your data',
    text: 'Download a copy of everything in your account, or delete the account.',
  },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number];
