import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { fakeServer } from '../presentations/fake-server.test-utils.ts';
import { buildInsights, buildViewerInsights, VIEWER_KEY } from './insights.test-utils.ts';

describe('/insights/{id}: page heat view and drop-off', () => {
  it('shows each page’s thumbnail beside its time, and how many viewers reached each page', async () => {
    fakeServer({ extra: { 'GET /api/presentation-insights/1': { body: buildInsights() } } });
    renderApp('/insights/1');
    const bars = await screen.findByRole('list', { name: 'Time per asset and page' }, { timeout: 15_000 });
    const thumbs = [...bars.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(thumbs).toEqual(['/api/files/thumbs/floor-1.jpg', '/api/files/thumbs/floor-2.jpg']);

    const steps = screen.getByRole('list', { name: 'Viewers who reached each asset and page' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'Floor plan · Page 1: 2 of 2 viewers (100%)',
      'Floor plan · Page 2: 1 of 2 viewers (50%)',
      'Street view: 1 of 2 viewers (50%)',
    ]);
  });
});

describe('/insights/{id}/{key}: a session’s images and links', () => {
  it('lists which image and which website the viewer looked at, each with its time', async () => {
    const insights = buildViewerInsights();
    const session = insights.sessions[0]!;
    session.pages.push({
      asset_id: 12,
      asset_title: 'Terrace at dusk',
      page: 0,
      first_seen_at: '2026-03-02T17:02:00Z',
      seconds: 12,
    });
    session.assets.push(
      {
        asset_id: 12,
        title: 'Terrace at dusk',
        type: 'image',
        seconds: 12,
        video_seconds: 0,
        pages_seen: 1,
        thumbnail: '/api/files/thumbs/terrace.jpg',
        website: null,
      },
      {
        asset_id: 13,
        title: 'School ratings',
        type: 'link',
        seconds: 9,
        video_seconds: 0,
        pages_seen: 0,
        thumbnail: null,
        website: 'https://www.schools.example.org/district/7',
      },
    );
    fakeServer({ extra: { [`GET /api/presentation-insights/1/user/${VIEWER_KEY}`]: { body: insights } } });
    renderApp(`/insights/1/${VIEWER_KEY}`);
    const items = within(await screen.findByRole('list', { name: 'Assets viewed' })).getAllByRole('listitem');
    // Title, then kind and detail, then time: one block each.
    const texts = (li: HTMLElement) =>
      [...li.querySelectorAll(':scope > div > span, :scope > span:not([aria-hidden])')].map(
        (el) => el.textContent,
      );
    expect(items.map(texts)).toEqual([
      ['Floor plan', 'File · 2 pages seen', '90 s'],
      ['Terrace at dusk', 'Image', '12 s'],
      ['School ratings', 'Link · schools.example.org (opens in a new tab)', '9 s'],
    ]);
    expect(items[1]!.querySelector('img')).toHaveAttribute('src', '/api/files/thumbs/terrace.jpg');
    expect(within(items[2]!).getByRole('link', { name: /schools\.example\.org/ })).toHaveAttribute(
      'href',
      'https://www.schools.example.org/district/7',
    );
    // The image is an item of its own, not a "page" among the file's.
    const pages = screen.getByRole('list', { name: 'Pages in the order viewed' });
    expect(within(pages).queryByText(/Terrace/)).not.toBeInTheDocument();
  });
});
