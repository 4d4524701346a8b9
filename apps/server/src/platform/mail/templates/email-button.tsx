import { Button } from '@react-email/components';
import type { ReactNode } from 'react';
import { THEME } from './layout.tsx';

/** The call to action of an e-mail, in the accent colour. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: THEME.accent,
        color: '#ffffff',
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
