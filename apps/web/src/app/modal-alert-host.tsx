import { lazy, Suspense } from 'react';
import { useModalAlert } from '../lib/alerts.ts';

// The dialog's code loads with the first modal alert, not with every page.
const ModalAlertDialog = lazy(() =>
  import('./modal-alert.tsx').then((m) => ({ default: m.ModalAlertDialog })),
);

/** Where every page shows the modal alert, once one is open. */
export function ModalAlertHost() {
  const open = useModalAlert((s) => s.alert !== null);
  return open ? (
    <Suspense>
      <ModalAlertDialog />
    </Suspense>
  ) : null;
}
