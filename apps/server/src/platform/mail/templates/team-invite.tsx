import { Heading, Section, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout, THEME } from './layout.tsx';
import { AuthorMessage, PasteLink } from './share-author.tsx';

export type TeamInviteProps = {
  teamName: string;
  adminName: string;
  /** The invitee's first name as the admin typed it ('' when not given). */
  firstName: string;
  /** The admin's optional note ('' when none). */
  message: string;
  /**
   * Where the button goes: the sign-up link that carries the invite, or, for an address that already has an
   * account, the app, where the invite waits after logging in.
   */
  url: string;
  hasAccount: boolean;
  /** Days the invite stays valid. */
  days: number;
};

export const teamInviteSubject = ({ adminName, teamName }: TeamInviteProps) =>
  `${adminName} invited you to join ${teamName} on Folio`;

export function TeamInviteEmail(props: TeamInviteProps) {
  const { teamName, adminName, firstName, message, url, hasAccount, days } = props;
  return (
    <EmailLayout
      preview={teamInviteSubject(props)}
      footer="You received this e-mail because a team admin invited this address to their Folio team."
    >
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        Join {teamName} on Folio
      </Heading>
      <Text>Hi {firstName || 'there'},</Text>
      <Text>
        {adminName} invited you to join the team {teamName} on Folio. Its members build and share
        presentations together, with the team's templates and brand.
      </Text>
      {message && (
        <Section style={{ borderLeft: `3px solid ${THEME.muted}`, paddingLeft: 16, margin: '0 0 16px' }}>
          <Text style={{ fontSize: 13, color: '#5b6b7a', margin: '0' }}>{adminName} wrote:</Text>
          <AuthorMessage message={message} />
        </Section>
      )}
      {hasAccount ? (
        <Text>This address already has a Folio account: log in and accept the invitation in the app.</Text>
      ) : (
        <Text>Create your account with the button below to join the team.</Text>
      )}
      <EmailButton href={url}>{hasAccount ? 'Log in to accept' : 'Accept and sign up'}</EmailButton>
      <PasteLink url={url} />
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        The invitation expires in {days} days. If you don't know {adminName} or don't want to join, ignore
        this e-mail.
      </Text>
    </EmailLayout>
  );
}
