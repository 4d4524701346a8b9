import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/routes.tsx';
import { installSessionExpiry } from '../app/session.ts';

/** Renders the whole app (routes, guards, lazy pages) at a path, as a visitor opening that address. */
export function renderApp(path: string, state?: unknown) {
  const queryClient = createQueryClient();
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(appRoutes(queryClient), {
    initialEntries: [{ pathname: url.pathname, search: url.search, state }],
  });
  onTestFinished(installSessionExpiry(queryClient, (to) => router.navigate(to)));
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, user, location };
}
