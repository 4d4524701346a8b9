import { Heading, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';
import { formatWhen, oneLine } from './when.ts';

export type ActivityViewedProps = {
  /** Who opened it: the name given at the gate, else their e-mail, phone, the link's name or 'Someone'. */
  viewer: string;
  title: string;
  linkName: string;
  /** ISO time the view began. */
  viewedAt: string;
  /** The owner's time zone (null: UTC). */
  timeZone?: string | null;
  insightsUrl: string;
};

export const activityViewedSubject = ({ viewer, title }: ActivityViewedProps) =>
  oneLine(`${viewer} opened '${title}'`);

/** To the owner: a recipient opened a share link (at most one per link in 30 minutes). */
export function ActivityViewedEmail(props: ActivityViewedProps) {
  const { viewer, title, linkName, viewedAt, timeZone, insightsUrl } = props;
  // The link is named only when it tells the owner something the viewer's name does not.
  const through = linkName.trim() && linkName.trim() !== viewer ? linkName.trim() : null;
  return (
    <EmailLayout preview={activityViewedSubject(props)}>
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        {viewer} opened '{title}'
      </Heading>
      <Text>
        {viewer} opened '{title}'
        {through && (
          <>
            {' '}
            through your link <strong>{through}</strong>
          </>
        )}{' '}
        on {formatWhen(viewedAt, timeZone)}.
      </Text>
      <Text>See what they looked at and for how long in your insights.</Text>
      <EmailButton href={insightsUrl}>View insights</EmailButton>
    </EmailLayout>
  );
}
