import { lazy, Suspense } from 'react';
import { useShareDialog } from './share-dialog-store.ts';

// The dialogs and their form code load when one opens: the list's first load stays small.
const ShareDialogsNow = lazy(() =>
  import('./share-dialogs-loader.ts')
    .then((loader) => loader.loadShareDialogs())
    .then((m) => ({ default: m.ShareDialogs })),
);

/** Hosts the sharing dialog opened for this presentation; nothing (and no code) until one opens. */
export function ShareDialogHost({ presentationId }: { presentationId: number }) {
  const open = useShareDialog((s) => s.dialog?.item.id === presentationId);
  return open ? (
    <Suspense>
      <ShareDialogsNow />
    </Suspense>
  ) : null;
}
