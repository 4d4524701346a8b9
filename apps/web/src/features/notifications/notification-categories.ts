import type { NotificationChannel, SettableCategory } from '@folio/shared';

/** The Notifications tab's categories (spec §9 names), grouped as a user thinks of them. */
export const CATEGORY_GROUPS: { title: string; categories: SettableCategory[] }[] = [
  {
    title: 'Views',
    categories: ['presentation_viewed', 'hot_lead', 'not_accessed_24h', 'first_analytics'],
  },
  { title: 'Replies from recipients', categories: ['feedback_received', 'forwarded'] },
  { title: 'Your team', categories: ['new_template', 'template_added', 'new_user_team'] },
  { title: 'Getting started', categories: ['first_presentation_created', 'first_presentation_sent'] },
];

export const CATEGORY_TEXTS: Record<SettableCategory, { label: string; text: string }> = {
  presentation_viewed: {
    label: 'Presentation viewed',
    text: 'Someone opens a link you shared.',
  },
  hot_lead: {
    label: 'Hot lead',
    text: 'A viewer comes back, or stays longer than the minutes you set.',
  },
  not_accessed_24h: {
    label: 'Not accessed in 24h',
    text: 'A link you sent is still unopened a day later.',
  },
  first_analytics: { label: 'First analytics', text: 'The first view of each presentation.' },
  feedback_received: { label: 'Feedback received', text: 'A viewer leaves an emoji or a comment.' },
  forwarded: { label: 'Forwarded', text: 'A viewer forwards your link to someone.' },
  new_template: { label: 'New template', text: 'Your team has a new template to use.' },
  template_added: { label: 'Template added', text: 'A template you made is added for your team.' },
  new_user_team: { label: 'New user in your team', text: 'Someone joins a team you run.' },
  first_presentation_created: {
    label: 'First presentation created',
    text: 'Tips once you have made your first presentation.',
  },
  first_presentation_sent: {
    label: 'First presentation sent',
    text: 'Tips once you have shared for the first time.',
  },
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In the app',
  email: 'E-mail',
  push: 'Push',
};
