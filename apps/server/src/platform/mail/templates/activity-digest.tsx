import { Heading, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';
import { oneLine } from './when.ts';

export type DigestVisit = {
  /** Who: the name given, else their e-mail, phone, the link's name or 'Someone'. */
  viewer: string;
  title: string;
  /** ISO time the visit began. */
  viewedAt: string;
  /** Seconds of viewing in the visit. */
  seconds: number;
  insightsUrl: string;
};

export type ActivityDigestProps = {
  /** The day, as the owner reads it ('Tuesday, March 3'). */
  day: string;
  visits: DigestVisit[];
  /** The owner's time zone (null: UTC). */
  timeZone?: string | null;
};

const visitsText = (n: number) => (n === 1 ? '1 visit' : `${n} visits`);

export const activityDigestSubject = ({ day, visits }: ActivityDigestProps) =>
  oneLine(`${visitsText(visits.length)} to your presentations on ${day}`);

const timeOf = (iso: string, timeZone?: string | null) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone || 'UTC',
  }).format(new Date(iso));

/** '4 min', '40 s', or nothing for a visit with no viewing time. */
const durationOf = (seconds: number) =>
  seconds >= 60 ? `${Math.round(seconds / 60)} min` : seconds >= 1 ? `${Math.round(seconds)} s` : null;

/** To the owner who chose a daily digest: each visit of the day, in their time zone. */
export function ActivityDigestEmail(props: ActivityDigestProps) {
  const { day, visits, timeZone } = props;
  return (
    <EmailLayout preview={activityDigestSubject(props)}>
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        {visitsText(visits.length)} on {day}
      </Heading>
      {visits.map((visit) => {
        const duration = durationOf(visit.seconds);
        return (
          <Text key={`${visit.viewedAt} ${visit.insightsUrl} ${visit.viewer}`} style={{ margin: '0 0 8px' }}>
            {visit.viewer} opened '{visit.title}' at {timeOf(visit.viewedAt, timeZone)}
            {duration && <> and spent {duration}</>}. <a href={visit.insightsUrl}>Insights</a>
          </Text>
        );
      })}
      <EmailButton href={visits[0]?.insightsUrl ?? ''}>View insights</EmailButton>
      <Text style={{ color: '#6b7280', fontSize: 13 }}>
        You get this digest because you chose it in your notification settings.
      </Text>
    </EmailLayout>
  );
}
