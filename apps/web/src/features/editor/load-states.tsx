import { RefreshCw } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';

/** The page could not be loaded (not a 404): say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 py-12">
      <Notice tone="error">
        This presentation could not be loaded. Check your connection and try again.
      </Notice>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden />
        Try again
      </Button>
    </div>
  );
}

/** The shape of the editor while its data loads. */
export function EditorSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading the presentation"
      className="mx-auto flex max-w-3xl flex-col gap-6"
    >
      <div className="h-10 w-48 animate-pulse rounded-lg bg-mist/60" />
      {[0, 1, 2].map((n) => (
        <div key={n} className="h-48 animate-pulse rounded-2xl bg-white ring-1 ring-mist" />
      ))}
    </div>
  );
}
