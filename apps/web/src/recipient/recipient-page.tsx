import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { applyTheme } from '../lib/theme.ts';
import { Button } from '../ui/button.tsx';
import { PresentationView } from '../viewer/presentation-view.tsx';
import { AgentCard } from './agent-card.tsx';
import {
  fetchClientView,
  gateEmail,
  type RecipientData,
  requestVerificationCode,
  unlockClientView,
} from './client-api.ts';
import { RecipientDock } from './recipient-dock.tsx';
import { RecipientHeader } from './recipient-header.tsx';
import { RECIPIENT_TEXTS } from './recipient-texts.ts';
import { senderName, toViewerPresentation } from './to-viewer.ts';
import type { ClientView, UnlockBody } from './types.ts';
import { useReopenOnFileError } from './use-reopen-on-file-error.ts';
import { useTracking } from './use-tracking.ts';

// A link with a gate is the rarer case: its form (and the password field's code) loads only for it.
const GateCard = lazy(() => import('./gate-card.tsx').then((m) => ({ default: m.GateCard })));
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog.tsx').then((m) => ({ default: m.FeedbackDialog })),
);
const ForwardDialog = lazy(() => import('./forward-dialog.tsx').then((m) => ({ default: m.ForwardDialog })));

/** While printing is prevented, a printout shows nothing. */
const NO_PRINT_CSS = '@media print { body { display: none !important; } }';

/** A shared presentation or document as its recipient sees it: the gate first, then the content. */
export function RecipientPage({ data, name = '' }: { data: RecipientData; name?: string }) {
  const [view, setView] = useState(data.view);
  useEffect(() => setView(data.view), [data.view]);
  // A file URL that stopped: the link again, with this tab's view token (its gate, or fresh URLs).
  const reopen = useCallback(() => {
    fetchClientView(data.hash).then(setView, () => undefined);
  }, [data.hash]);
  useReopenOnFileError(view?.gate === null, reopen);
  // The sender's colour only with their white label; otherwise Folio's theme.
  const user = view?.presentation.user;
  const color = user?.showWhiteLabel ? user.primaryColor : null;
  useEffect(() => {
    applyTheme(color);
    return () => applyTheme(null);
  }, [color]);

  if (!view)
    return (
      <main className="grid min-h-dvh place-items-center bg-paper px-4 text-center">
        <div className="flex flex-col items-center gap-4">
          <p role="alert" className="text-ink">
            {RECIPIENT_TEXTS.loadFailed}
          </p>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </div>
      </main>
    );
  return (
    <div className="flex min-h-dvh flex-col bg-paper pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)]">
      {!view.presentation.user.hideHeader && (
        <RecipientHeader user={view.presentation.user} hash={data.hash} />
      )}
      {view.gate ? (
        <Suspense fallback={null}>
          <GateCard
            gate={view.gate}
            presentation={view.presentation}
            onUnlock={async (body: UnlockBody) => {
              setView(await unlockClientView(data.hash, body));
              gateEmail(data.hash).set(body.email);
            }}
            onRequestCode={(email) => requestVerificationCode(data.hash, email)}
          />
        </Suspense>
      ) : (
        <RecipientContent view={view} name={name} hash={data.hash} />
      )}
    </div>
  );
}

type ContentProps = {
  view: Extract<ClientView, { gate: null }>;
  /** A `name` query value. */
  name: string;
  hash: string;
};

function RecipientContent({ view, name, hash }: ContentProps) {
  const p = view.presentation;
  const content = useRef<HTMLDivElement>(null);
  const pageViewed = useTracking(view.viewToken, content);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [forwardOpen, setForwardOpen] = useState(false);
  // The owner's own preview has no viewing session to forward from.
  const canForward = !p.disableForwarding && view.viewToken !== null;
  const author = senderName(p.user) || p.userName;
  // Whom the link was e-mailed to, or the e-mail this tab gave at the gate: no need to type it again.
  const known = {
    name: name || p.recipient?.name || '',
    email: gateEmail(hash).get() || p.recipient?.email || '',
  };

  useEffect(() => {
    const previous = document.title;
    document.title = p.title || 'Folio';
    return () => {
      document.title = previous;
    };
  }, [p.title]);

  return (
    <>
      {/* The content ends above the dock (and the phone's home indicator); the viewer's zoom bar rides over it. */}
      <main className="flex-1 bg-paper pb-[calc(5rem+env(safe-area-inset-bottom))] [--viewer-sticky-bottom:calc(4.5rem+env(safe-area-inset-bottom))] wide:px-4 wide:pt-8">
        {p.preventPrinting && <style>{NO_PRINT_CSS}</style>}
        {/* Full width on phones: the card's rounded corners would only cut into the cover. */}
        <div
          ref={content}
          className="mx-auto max-w-4xl small:[&>article]:rounded-none small:[&>article]:ring-0"
        >
          <PresentationView
            presentation={toViewerPresentation(p)}
            interactive
            contents
            onPageViewed={(asset, index) => pageViewed(asset.id, index)}
          />
        </div>
        <AgentCard agent={p.agent} />
      </main>
      <RecipientDock
        agent={p.agent}
        onForward={canForward ? () => setForwardOpen(true) : undefined}
        onFeedback={p.preventFeedback ? undefined : () => setFeedbackOpen(true)}
      />
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog
            open={feedbackOpen}
            onOpenChange={setFeedbackOpen}
            author={author}
            viewToken={view.viewToken}
            initialName={known.name}
            initialEmail={known.email}
          />
        </Suspense>
      )}
      {forwardOpen && view.viewToken && (
        <Suspense fallback={null}>
          <ForwardDialog
            open={forwardOpen}
            onOpenChange={setForwardOpen}
            hash={hash}
            viewToken={view.viewToken}
            kind={p.type}
          />
        </Suspense>
      )}
    </>
  );
}
