import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify.ts';
import { buildFlags } from '../test/factories.ts';
import { mockApi, signedOut } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';

describe('toaster (spec §8, §9)', () => {
  it("sits bottom-left on every page and shows the spec's default texts", async () => {
    mockApi({ 'GET /api/user': signedOut, 'GET /api/feature-flags': { body: buildFlags() } });
    renderApp('/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    act(() => {
      notify.success();
      notify.error();
    });
    expect(await screen.findByText('Your changes have been applied successfully.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-x-position', 'left');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
  });
});
