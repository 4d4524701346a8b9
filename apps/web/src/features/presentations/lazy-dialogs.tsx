import { lazy, Suspense } from 'react';
import { useCardDialog } from './card-dialog-store.ts';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { useUpgradeDialog } from './premium.ts';

// Dialogs with forms load on first use: the list itself stays small (issue 3 budget).
const CardDialogsNow = lazy(() => import('./card-dialogs.tsx').then((m) => ({ default: m.CardDialogs })));
const FolderNameDialogNow = lazy(() =>
  import('../folders/folder-name-dialog.tsx').then((m) => ({ default: m.FolderNameDialog })),
);
const UpgradeDialogNow = lazy(() =>
  import('./upgrade-dialog.tsx').then((m) => ({ default: m.UpgradeDialog })),
);
const ConfirmDialogNow = lazy(() =>
  import('./confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);
const PremiumGateNow = lazy(() => import('./premium-gate.tsx').then((m) => ({ default: m.PremiumGate })));

/** The upgrade dialog, loaded when it opens. */
export function UpgradeDialog() {
  const open = useUpgradeDialog((s) => s.open);
  return open ? (
    <Suspense>
      <UpgradeDialogNow />
    </Suspense>
  ) : null;
}

/** What a premium area shows a user without premium access, loaded when needed. */
export function PremiumGate(props: Parameters<typeof PremiumGateNow>[0]) {
  return (
    <Suspense>
      <PremiumGateNow {...props} />
    </Suspense>
  );
}

/** The dialog a card action opened, loaded when one is open. */
export function CardDialogs() {
  const open = useCardDialog((s) => s.dialog !== null);
  return open ? (
    <Suspense>
      <CardDialogsNow />
    </Suspense>
  ) : null;
}

/** New folder or rename, loaded on first use. */
export function FolderNameDialog(props: Parameters<typeof FolderNameDialogNow>[0]) {
  return (
    <Suspense>
      <FolderNameDialogNow {...props} />
    </Suspense>
  );
}

/** Asks before something that cannot be undone; loaded when it opens. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? (
    <Suspense>
      <ConfirmDialogNow {...props} />
    </Suspense>
  ) : null;
}
