import { Heading, Link, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';
import { formatWhen } from './when.ts';

export type PasswordChangedProps = {
  firstName: string;
  /** 'changed' in settings, 'reset' by an e-mailed link, 'set' where the account had none or had to choose one. */
  how: 'changed' | 'reset' | 'set';
  at: string;
  timeZone?: string | null;
  /** The forgot-password page: the way back in for an owner who did not do this. */
  resetUrl: string;
  /** Settings → Integrations, where API keys (which a new password does not revoke) are listed. */
  integrationsUrl: string;
};

export const passwordChangedSubject = ({ how }: PasswordChangedProps) =>
  how === 'set' ? 'A password was set for your Folio account' : 'Your Folio password was changed';

const WHAT = {
  changed: 'The password of your Folio account was changed in its settings',
  reset: 'The password of your Folio account was reset with a link sent to this address',
  set: 'A password was set for your Folio account',
};

/** Sent after every password change, so that an owner who did not make it hears of it at once. */
export function PasswordChangedEmail(props: PasswordChangedProps) {
  const { firstName, how, at, timeZone, resetUrl, integrationsUrl } = props;
  return (
    <EmailLayout preview={passwordChangedSubject(props)}>
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        {how === 'set' ? 'Your password was set' : 'Your password was changed'}
      </Heading>
      <Text>Hi {firstName || 'there'},</Text>
      <Text>
        {WHAT[how]} on {formatWhen(at, timeZone)}. Everywhere else you were signed in, you have been signed
        out. API keys keep working: you can see and revoke them in Settings → Integrations.
      </Text>
      <Text>If this was you, there is nothing more to do.</Text>
      <Text>If it wasn't, choose a new password now: someone else may have access to your account.</Text>
      <EmailButton href={resetUrl}>Reset your password</EmailButton>
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        Your API keys: <Link href={integrationsUrl}>{integrationsUrl}</Link>
      </Text>
    </EmailLayout>
  );
}
