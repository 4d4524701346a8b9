import { EMAIL_PREVIEW_SLOT, type EmailPreview as Preview } from '@folio/shared';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';

/** The team's logo heads the share e-mail instead of the picture being edited (`team_logo`). */
export const TEAM_LOGO_NOTE =
  'Your team’s logo heads the e-mails you send, so this picture does not show in them.';

/** How the picture is shown: a round sender's avatar, or a logo at the top of the e-mail. */
export type PreviewLook = 'avatar' | 'logo';

/**
 * The share e-mail as recipients get it, rendered by the server from the e-mail's own template in the
 * brand it goes out with (a team's where it wins), with the edited picture put in its slot. Shown in a
 * sandbox: no script runs in it.
 */
export function EmailPreview({ url, label, look }: { url: string; label: string; look: PreviewLook }) {
  const [html, setHtml] = useState<string | null>(null);
  const [teamLogo, setTeamLogo] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    api<Preview>('/users/me/branding/email-preview', { query: { look }, signal: controller.signal })
      .then((preview) => {
        setHtml(preview.html);
        setTeamLogo(preview.teamLogo);
      })
      .catch(() => {
        if (!controller.signal.aborted) setHtml('');
      });
    return () => controller.abort();
  }, [look]);

  return (
    <figure className="rounded-xl bg-paper p-3 wide:p-5" aria-label="E-mail preview">
      {html && teamLogo && look === 'logo' && (
        <figcaption className="mb-3 text-sm text-muted">{TEAM_LOGO_NOTE}</figcaption>
      )}
      {html ? (
        <iframe
          title={`The e-mail with your ${label}`}
          sandbox="allow-same-origin"
          srcDoc={html.replaceAll(EMAIL_PREVIEW_SLOT, url)}
          className="h-96 w-full rounded-lg bg-white ring-1 ring-mist"
        />
      ) : (
        // As tall as the e-mail will be: Finish below it does not jump away as the preview arrives.
        <p className="grid h-96 place-items-center p-5 text-center text-sm text-muted" aria-live="polite">
          {html === null ? 'Loading the preview…' : 'The preview could not be loaded.'}
        </p>
      )}
    </figure>
  );
}
