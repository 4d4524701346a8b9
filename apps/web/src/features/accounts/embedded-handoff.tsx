import type { SessionHandoff } from '@folio/shared';
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { buttonClass } from '../../ui/button.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** Whether this page runs inside another site's iframe (an embeddable page on a partner's site). */
export function isFramed() {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * Where and what the framed page posts to open the app signed in, in a new tab. Inside a third-party iframe
 * the browser keeps the session cookie out, so the framed page holds the session token from sign-in and
 * trades it for this one-time code.
 */
export const sessionHandoff = (access: string) =>
  api<SessionHandoff>('/auth/handoff', { method: 'POST', bearer: access });

/**
 * An embeddable page's sign-in inside a partner's iframe (`framed`): `toHandoff` trades the session token
 * of a password or social sign-in for the 'Open Folio' code, which `handoff` then holds.
 */
export function useEmbeddedHandoff(embedded: boolean) {
  const [handoff, setHandoff] = useState<SessionHandoff>();
  const framed = embedded && isFramed();
  const toHandoff = async (access: string) => setHandoff(await sessionHandoff(access));
  return { framed, handoff, toHandoff };
}

/**
 * What a framed embeddable page shows once signed in (or signed up): Folio opens in a new tab. The code is
 * posted by this form (the server takes it only from a Folio page), never put in a link.
 */
export function SignedInElsewhere({ handoff }: { handoff: SessionHandoff }) {
  return (
    <AuthLayout
      title="You’re signed in"
      subtitle="Folio opens in a new tab, where you can pick up right away."
      aside={null}
    >
      <form method="post" action={handoff.url} target="_blank" rel="noopener">
        <input type="hidden" name="code" value={handoff.code} />
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')}>
          Open Folio
        </button>
      </form>
    </AuthLayout>
  );
}
