import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

export const THEME = { primary: '#34495e', accent: '#e82f72', muted: '#d2d7e0', text: '#1f2d3a' };

/** The frame every Folio e-mail shares: a calm card on a light background, in the product's colours. */
export function EmailLayout({
  preview,
  children,
  footer = 'You received this e-mail because of your Folio account.',
}: {
  preview: string;
  children: ReactNode;
  /** Why the reader got it; mail to recipients who have no account says so. */
  footer?: string;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: '#f4f6f8', fontFamily: 'Inter, Helvetica, Arial, sans-serif', margin: 0 }}
      >
        <Container
          style={{ maxWidth: 520, margin: '32px auto', backgroundColor: '#ffffff', borderRadius: 12 }}
        >
          <Section
            style={{ backgroundColor: THEME.primary, borderRadius: '12px 12px 0 0', padding: '20px 32px' }}
          >
            <Text style={{ color: '#ffffff', fontSize: 22, fontWeight: 700, margin: 0, letterSpacing: 0.5 }}>
              Folio
            </Text>
          </Section>
          <Section style={{ padding: '24px 32px 8px', color: THEME.text }}>{children}</Section>
          <Hr style={{ borderColor: THEME.muted, margin: '8px 32px', width: 'auto' }} />
          <Text style={{ color: '#7a8794', fontSize: 12, padding: '0 32px 16px' }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
