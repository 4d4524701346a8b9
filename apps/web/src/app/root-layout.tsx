import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageSpinner } from '../ui/spinner.tsx';
import { AlertBar } from './alert-bar.tsx';
import { ModalAlertHost } from './modal-alert-host.tsx';
import { Toaster } from './toaster.tsx';

/** Shown on every page: the alert bar, the modal alert, the toaster (bottom-left, 4000 ms) and a bar while a page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent"
        />
      )}
      <AlertBar placement="flow" />
      <Outlet />
      <AlertBar placement="bottom" />
      <ModalAlertHost />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}

export function RootSpinner() {
  return <PageSpinner />;
}

/** The element of a route whose loader always redirects: nothing to show. */
export function Redirecting() {
  return null;
}
