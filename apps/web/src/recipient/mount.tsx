import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '../app/toaster.tsx';
import type { RecipientData } from './client-api.ts';
import { RecipientPage } from './recipient-page.tsx';

/** Renders the recipient's page (and the toaster its feedback uses) into the light entry's root. */
export function mountRecipientPage(root: HTMLElement, data: RecipientData, name: string) {
  // As a transition React yields to the browser every few milliseconds while it builds the page, so
  // a slow phone never freezes on a long presentation (no long task blocks a tap or a scroll).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <RecipientPage data={data} name={name} />
        <Toaster />
      </StrictMode>,
    ),
  );
}
