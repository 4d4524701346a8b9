import { isDarkColor, RECIPIENT_EMAILS_TEXTS } from '@folio/shared';
import {
  Body,
  Column,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

export const THEME = { primary: '#34495e', accent: '#e82f72', muted: '#d2d7e0', text: '#1f2d3a' };

/**
 * The agent's brand on an e-mail sent in their name: their name, their logo (a link-bound file URL) and
 * their primary colour (null: Folio's colours).
 */
export type MailBrand = { name: string; logo: string | null; color: string | null };

/** The header band: the agent's logo and name in their colour, else the product's name. */
function BrandHeader({ brand }: { brand?: MailBrand }) {
  const background = brand?.color ?? THEME.primary;
  const color = isDarkColor(background) ? '#ffffff' : THEME.text;
  return (
    <Section style={{ backgroundColor: background, borderRadius: '12px 12px 0 0', padding: '20px 32px' }}>
      <Row>
        {brand?.logo && (
          <Column style={{ width: 56, verticalAlign: 'middle' }}>
            <Img src={brand.logo} alt="" width={44} height={44} style={{ objectFit: 'contain' }} />
          </Column>
        )}
        <Column style={{ verticalAlign: 'middle' }}>
          <Text style={{ color, fontSize: 22, fontWeight: 700, margin: 0, letterSpacing: 0.5 }}>
            {brand?.name ?? 'Folio'}
          </Text>
        </Column>
      </Row>
    </Section>
  );
}

/** The frame every Folio e-mail shares: a calm card on a light background, in the product's colours. */
export function EmailLayout({
  preview,
  children,
  footer = 'You received this e-mail because of your Folio account.',
  brand,
  stopUrl,
}: {
  preview: string;
  /** Set on mail sent in an agent's name (share, reminder, forward). */
  brand?: MailBrand;
  children: ReactNode;
  /** Why the reader got it; mail to recipients who have no account says so. */
  footer?: string;
  /** A recipient's own way to stop reminders and follow-ups of this link (the page that asks them). */
  stopUrl?: string;
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
          <BrandHeader brand={brand} />
          <Section style={{ padding: '24px 32px 8px', color: THEME.text }}>{children}</Section>
          <Hr style={{ borderColor: THEME.muted, margin: '8px 32px', width: 'auto' }} />
          <Text style={{ color: '#7a8794', fontSize: 12, padding: '0 32px 16px' }}>
            {footer}
            {stopUrl && (
              <>
                {' '}
                <Link href={stopUrl} style={{ color: '#5b6773', textDecoration: 'underline' }}>
                  {RECIPIENT_EMAILS_TEXTS.stopLink}
                </Link>
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
