import type { QueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { pagePromptsSlot } from '../../lib/page-prompts.ts';
import { buttonClass } from '../../ui/button.tsx';
import { CloseButton } from '../../ui/close-button.tsx';
import { enablePush } from './enable-push.ts';
import { rememberPushPrompted } from './push-cookie.ts';

/**
 * Spec §4 web push: a small banner after sign-in asking once to turn on browser notifications. Answering
 * or dismissing it sets the web_push_prompted cookie; the page behind stays usable. The query client comes
 * as a prop: this chunk then shares the query library's chunks with the header's instead of splitting them.
 */
export default function WebPushPrompt({ client }: { client: QueryClient }) {
  const [shown, setShown] = useState(true);
  const titleId = useId();
  if (!shown) return null;

  const answer = (allow: boolean) => {
    rememberPushPrompted();
    setShown(false);
    if (allow) void enablePush(client);
  };

  // Out of the header, which is the containing block of its fixed children (backdrop blur), into the top of
  // the page: on a phone it takes its own room there, above the content, and covers no card or editor field;
  // wider screens float it above the Create button, which keeps the bottom-right corner.
  return createPortal(
    <section
      aria-labelledby={titleId}
      className="mb-6 flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-mist wide:fixed wide:right-8 wide:bottom-28 wide:z-40 wide:mb-0 wide:w-96 wide:shadow-xl"
    >
      <BellRing className="mt-0.5 size-5 shrink-0 text-theme" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-sm font-semibold">
            Turn on browser notifications?
          </h2>
          <p className="text-sm text-muted">
            Know the moment someone views your presentation, even when Folio is closed.
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={() => answer(true)} className={buttonClass('primary', 'sm')}>
            Allow
          </button>
          <button type="button" onClick={() => answer(false)} className={buttonClass('ghost', 'sm')}>
            Not now
          </button>
        </div>
      </div>
      <CloseButton
        label="Dismiss"
        onClick={() => answer(false)}
        className="text-muted hover:bg-theme-lightest"
      />
    </section>,
    pagePromptsSlot(),
  );
}
