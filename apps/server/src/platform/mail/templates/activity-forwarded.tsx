import { Heading, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';
import { formatWhen, oneLine } from './when.ts';

export type ActivityForwardedProps = {
  /** Who forwarded: the viewer as they identified themselves, else the link's name or 'Someone'. */
  forwarder: string;
  toName: string;
  toEmail: string;
  title: string;
  linkName: string;
  /** The owner's time zone (null: UTC). */
  timeZone?: string | null;
  /** ISO time of the forward. */
  forwardedAt: string;
  insightsUrl: string;
};

export const activityForwardedSubject = ({ forwarder, toName, title }: ActivityForwardedProps) =>
  oneLine(`${forwarder} forwarded '${title}' to ${toName}`);

/** To the owner: a recipient forwarded a link to someone. */
export function ActivityForwardedEmail(props: ActivityForwardedProps) {
  const { forwarder, toName, toEmail, title, linkName, forwardedAt, timeZone, insightsUrl } = props;
  return (
    <EmailLayout preview={activityForwardedSubject(props)}>
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        '{title}' was forwarded
      </Heading>
      <Text>
        {forwarder} forwarded your link <strong>{linkName}</strong> to {toName} ({toEmail}) on{' '}
        {formatWhen(forwardedAt, timeZone)}.
      </Text>
      <EmailButton href={insightsUrl}>View insights</EmailButton>
    </EmailLayout>
  );
}
