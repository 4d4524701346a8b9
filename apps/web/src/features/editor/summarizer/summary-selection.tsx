import { AI_TEXTS } from '@folio/shared';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import type { EditorAsset } from '../types.ts';
import type { useSummaryActions } from './use-summary-actions.ts';

type Actions = ReturnType<typeof useSummaryActions>;

const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

function Version({ heading, title, description }: { heading: string; title: string; description: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-1 rounded-lg border border-mist p-3">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{heading}</h4>
      <p className="text-sm font-medium break-words text-ink">{title || 'No title'}</p>
      <p className="text-sm break-words text-ink/80">{description || 'No description'}</p>
    </section>
  );
}

/** The current texts beside the suggested ones, and the user's three answers. */
function SummaryChoice({ asset, actions }: { asset: EditorAsset; actions: Actions }) {
  const result = asset.aiSummarizerResult!;
  const busy = actions.ignore.isPending;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-2 wide:grid-cols-2">
        <Version heading="Current" title={asset.title} description={plainText(asset.description)} />
        <Version
          heading={result.method === 'ai' ? 'Suggested by AI' : 'Suggested from the document'}
          title={result.title}
          description={result.description}
        />
      </div>
      <p className="text-xs text-muted">
        {result.method === 'extractive'
          ? 'Picked from the document’s own headings and sentences. '
          : 'Written by an AI model. '}
        {AI_TEXTS.disclaimer}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => actions.use({ title: true, description: true })}>
          Use suggestion
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => actions.use({ title: true, description: false })}
        >
          Use title only
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => actions.ignore.mutate()}>
          Keep mine
        </Button>
      </div>
    </div>
  );
}

/**
 * Spec §4: the asset already had a title or description, so the suggestion waits for the user's choice,
 * noted on the card with 'Review'; the choice opens in a dialog by itself when it arrives unless the run
 * says hide_summarizer_modal.
 */
export function SummarySelection({ asset, actions }: { asset: EditorAsset; actions: Actions }) {
  const progress = asset.summarizerProgress;
  const [closedRun, setClosedRun] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const arrived = Boolean(progress && !progress.hideModal && closedRun !== progress.run);
  const close = () => {
    setClosedRun(progress?.run ?? null);
    setReviewing(false);
  };
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="flex items-center gap-1 text-xs text-theme">
        <Sparkles className="size-3.5 shrink-0" aria-hidden />A title and description were suggested
      </p>
      <Button variant="link" size="sm" className="h-auto text-xs" onClick={() => setReviewing(true)}>
        Review
      </Button>
      <Dialog
        open={arrived || reviewing}
        onOpenChange={(open) => !open && close()}
        title="Suggested title and description"
        description={`For ${asset.filename ?? asset.title}: keep yours or use the suggestion.`}
        className="wide:max-w-2xl"
      >
        <SummaryChoice asset={asset} actions={actions} />
      </Dialog>
    </div>
  );
}
