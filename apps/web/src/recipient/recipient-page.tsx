import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData, useSearchParams } from 'react-router';
import { applyTheme } from '../lib/theme.ts';
import { Button } from '../ui/button.tsx';
import { PresentationView } from '../viewer/presentation-view.tsx';
import { ClientApiError, fetchClientView, unlockClientView } from './client-api.ts';
import { GateCard } from './gate-card.tsx';
import { RECIPIENT_TEXTS } from './recipient-texts.ts';
import { senderName, toViewerPresentation } from './to-viewer.ts';
import type { ClientView, UnlockBody } from './types.ts';
import { useTracking } from './use-tracking.ts';

const FeedbackDialog = lazy(() =>
  import('./feedback-dialog.tsx').then((m) => ({ default: m.FeedbackDialog })),
);

const PUBLIC_HASH = /^[0-9a-f]{40}$/i;
/** While printing is prevented, a printout shows nothing. */
const NO_PRINT_CSS = '@media print { body { display: none !important; } }';

type LoaderData = { hash: string; view: ClientView | null };

/** The recipient routes' loader: the link's gate or content; an unknown link goes to /404. */
export function recipientLoader(publicOnly = false) {
  return async ({ params }: LoaderFunctionArgs): Promise<LoaderData | Response> => {
    const hash = params.hash ?? '';
    if (!hash || (publicOnly && !PUBLIC_HASH.test(hash))) return redirect('/404');
    try {
      return { hash, view: await fetchClientView(hash) };
    } catch (error) {
      if (error instanceof ClientApiError && error.status === 404) return redirect('/404');
      return { hash, view: null };
    }
  };
}

/** A shared presentation or document as its recipient sees it: the gate first, then the content. */
export function RecipientPage() {
  const data = useLoaderData() as LoaderData;
  const [view, setView] = useState(data.view);
  useEffect(() => setView(data.view), [data.view]);
  const color = view?.presentation.user.primaryColor;
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
  if (view.gate)
    return (
      <GateCard
        gate={view.gate}
        presentation={view.presentation}
        onUnlock={async (body: UnlockBody) => setView(await unlockClientView(data.hash, body))}
      />
    );
  return <RecipientContent view={view} />;
}

function RecipientContent({ view }: { view: Extract<ClientView, { gate: null }> }) {
  const p = view.presentation;
  const content = useRef<HTMLDivElement>(null);
  const pageViewed = useTracking(view.viewToken, content);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [search] = useSearchParams();
  const author = senderName(p.user) || p.userName;

  useEffect(() => {
    const previous = document.title;
    document.title = p.title || 'Folio';
    return () => {
      document.title = previous;
    };
  }, [p.title]);

  return (
    <main className="min-h-dvh bg-paper pb-24 wide:px-4 wide:pt-8">
      {p.preventPrinting && <style>{NO_PRINT_CSS}</style>}
      {/* Full width on phones: the card's rounded corners would only cut into the cover. */}
      <div
        ref={content}
        className="mx-auto max-w-4xl small:[&>article]:rounded-none small:[&>article]:ring-0"
      >
        <PresentationView
          presentation={toViewerPresentation(p)}
          interactive
          onPageViewed={(asset, index) => pageViewed(asset.id, index)}
        />
      </div>
      {!p.preventFeedback && (
        <>
          <Button
            variant="primary"
            size="lg"
            className="fixed right-4 bottom-4 z-20 shadow-lg"
            onClick={() => setFeedbackOpen(true)}
          >
            Give feedback
          </Button>
          {feedbackOpen && (
            <Suspense fallback={null}>
              <FeedbackDialog
                open={feedbackOpen}
                onOpenChange={setFeedbackOpen}
                author={author}
                viewToken={view.viewToken}
                initialName={search.get('name') ?? ''}
              />
            </Suspense>
          )}
        </>
      )}
    </main>
  );
}
