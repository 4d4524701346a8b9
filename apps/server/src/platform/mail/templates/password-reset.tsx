import { Heading, Link, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';

export type PasswordResetProps = {
  firstName: string;
  resetUrl: string;
  /** A sign-up met an account that never proved this address: the link lets its owner take it. */
  claim?: boolean;
};

export const passwordResetSubject = ({ claim }: PasswordResetProps) =>
  claim ? 'Claim the Folio account of your e-mail address' : 'Reset your Folio password';

export function PasswordResetEmail({ firstName, resetUrl, claim }: PasswordResetProps) {
  return (
    <EmailLayout preview={passwordResetSubject({ firstName, resetUrl, claim })}>
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        {claim ? 'Claim your account' : 'Reset your password'}
      </Heading>
      <Text>Hi {firstName || 'there'},</Text>
      {claim ? (
        <Text>
          Someone tried to sign up to Folio with this e-mail address, which an account already uses but never
          confirmed. Choose a password with the button below and the account is yours: the address counts as
          confirmed and anyone else signed in to it is signed out. The link works once and expires in 24
          hours.
        </Text>
      ) : (
        <Text>
          We received a request to reset the password of your Folio account. Choose a new one with the button
          below. The link works once and expires in 24 hours.
        </Text>
      )}
      <EmailButton href={resetUrl}>{claim ? 'Choose a password' : 'Choose a new password'}</EmailButton>
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        Or paste this link into your browser: <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        {claim
          ? "If you don't want a Folio account, ignore this e-mail."
          : "If you didn't ask for this, ignore this e-mail: your password stays the same."}
      </Text>
    </EmailLayout>
  );
}
