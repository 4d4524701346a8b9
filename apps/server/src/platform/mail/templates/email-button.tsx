import { isDarkColor } from '@folio/shared';
import { Button } from '@react-email/components';
import type { ReactNode } from 'react';
import { THEME } from './layout.tsx';

/** The call to action of an e-mail, in the agent's colour when the mail carries their brand, else the accent. */
export function EmailButton({
  href,
  children,
  color,
}: {
  href: string;
  children: ReactNode;
  color?: string | null;
}) {
  const background = color ?? THEME.accent;
  return (
    <Button
      href={href}
      style={{
        backgroundColor: background,
        color: isDarkColor(background) ? '#ffffff' : THEME.text,
        borderRadius: 8,
        padding: '12px 24px',
        fontWeight: 600,
        textDecoration: 'none',
      }}
    >
      {children}
    </Button>
  );
}
