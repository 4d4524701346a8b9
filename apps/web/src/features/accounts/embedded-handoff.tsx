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
 * The link that opens the app signed in, in a new tab. Inside a third-party iframe the browser keeps the
 * session cookie out, so the framed page holds the session token from sign-in and trades it for this link.
 */
export const handoffUrl = async (access: string) =>
  (await api<{ url: string }>('/auth/handoff', { method: 'POST', bearer: access })).url;

/** What a framed embeddable page shows once signed in (or signed up): Folio opens in a new tab. */
export function SignedInElsewhere({ url }: { url: string }) {
  return (
    <AuthLayout
      title="You’re signed in"
      subtitle="Folio opens in a new tab, where you can pick up right away."
      aside={null}
    >
      <a href={url} target="_blank" rel="noopener" className={buttonClass('primary', 'lg', 'w-full')}>
        Open Folio
      </a>
    </AuthLayout>
  );
}
