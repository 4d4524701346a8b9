import type { FeedbackEmoji } from '@folio/shared';
import { Heading, Section, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout, THEME } from './layout.tsx';
import { formatWhen, oneLine } from './when.ts';

export type ActivityFeedbackProps = {
  name: string;
  email: string;
  title: string;
  linkName: string;
  /** The owner's time zone (null: UTC). */
  timeZone?: string | null;
  /** Plain text as the recipient typed it; React escapes it. */
  comment: string;
  emoji: FeedbackEmoji | null;
  /** ISO time the feedback was left. */
  sentAt: string;
  insightsUrl: string;
};

const EMOJI: Record<FeedbackEmoji, string> = {
  thumbsup: '👍',
  happy: '😊',
  love: '😍',
  shock: '😮',
  pray: '🙏',
};

export const activityFeedbackSubject = ({ name, title }: ActivityFeedbackProps) =>
  oneLine(`${name} left feedback on '${title}'`);

/** To the owner: a recipient left feedback. */
export function ActivityFeedbackEmail(props: ActivityFeedbackProps) {
  const { name, email, title, linkName, comment, emoji, sentAt, timeZone, insightsUrl } = props;
  return (
    <EmailLayout preview={activityFeedbackSubject(props)}>
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        New feedback on '{title}'
      </Heading>
      <Text>
        {name} ({email}) left feedback through your link <strong>{linkName}</strong> on{' '}
        {formatWhen(sentAt, timeZone)}:
      </Text>
      <Section
        style={{ borderLeft: `4px solid ${THEME.accent}`, padding: '4px 16px', backgroundColor: '#f8f9fb' }}
      >
        {emoji && <Text style={{ fontSize: 32, margin: '8px 0' }}>{EMOJI[emoji]}</Text>}
        {comment && <Text style={{ whiteSpace: 'pre-wrap' }}>{comment}</Text>}
      </Section>
      <Text />
      <EmailButton href={insightsUrl}>View insights</EmailButton>
    </EmailLayout>
  );
}
