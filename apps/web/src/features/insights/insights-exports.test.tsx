import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { fakeServer } from '../presentations/fake-server.test-utils.ts';
import { buildInsights } from './insights.test-utils.ts';

describe('/insights/{id} CSV export', () => {
  it('offers the viewers and the sessions as CSV downloads', async () => {
    fakeServer({ extra: { 'GET /api/presentation-insights/1': { body: buildInsights() } } });
    renderApp('/insights/1');
    const viewers = await screen.findByRole('link', { name: 'Viewers CSV' });
    expect(viewers).toHaveAttribute('href', '/api/presentation-insights/1/viewers.csv');
    expect(viewers).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Sessions CSV' })).toHaveAttribute(
      'href',
      '/api/presentation-insights/1/sessions.csv',
    );
  });
});
