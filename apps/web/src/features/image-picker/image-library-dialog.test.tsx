import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { type Handler, mockApi, type Reply } from '../../test/fetch-mock.ts';
import { ImageLibraryDialog, SEARCH_DEBOUNCE_MS } from './image-library-dialog.tsx';

/** An Unsplash photo as GET /unsplash/search answers it (snake_case). */
const photo = (id: string, n: number) => ({
  id,
  thumbnail: `https://images.unsplash.com/photo-${id}?w=400`,
  alt_description: `white house number ${n}`,
  author_name: `Author ${n}`,
  author_link: `https://unsplash.com/@author${n}?utm_source=folio&utm_medium=referral`,
});
const page = (n: number, totalPages = 3) => ({
  page: n,
  total_pages: totalPages,
  results: [photo(`p${n}a`, n * 10 + 1), photo(`p${n}b`, n * 10 + 2), photo(`p${n}c`, n * 10 + 3)],
});
const searchPages: Handler = ({ url }) => ({ body: page(Number(url.searchParams.get('page'))) });

function setup(search: Handler | Reply = searchPages) {
  const api = mockApi({ 'GET /unsplash/search': search });
  const onSelect = vi.fn(async () => undefined);
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImageLibraryDialog open onOpenChange={onOpenChange} onSelect={onSelect} />
    </QueryClientProvider>,
  );
  const searches = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/unsplash/search')
      .map((url) => Object.fromEntries(url.searchParams));
  return { api, onSelect, onOpenChange, searches };
}

/** Types a search and lets the debounce pass (real timers). */
async function searchFor(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Search photos' }), text);
  return user;
}

/** Pretends the results panel has been scrolled: jsdom has no layout. */
function scrollResults(metrics: { scrollTop: number; clientHeight: number; scrollHeight: number }) {
  const panel = screen.getByTestId('image-library-results');
  for (const [name, value] of Object.entries(metrics))
    Object.defineProperty(panel, name, { configurable: true, value });
  fireEvent.scroll(panel);
}

afterEach(() => vi.useRealTimers());

describe('the image library dialog (spec §2, §9)', () => {
  it('searches once typing has paused for 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api } = setup();
    const box = screen.getByRole('searchbox', { name: 'Search photos' });
    fireEvent.change(box, { target: { value: 'mod' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(box, { target: { value: 'modern loft ' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(api.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(api.calls.map((c) => c.path)).toEqual(['/unsplash/search']);
    const sent = api.fetchMock.mock.calls[0]?.[0] as string;
    expect(new URL(sent, 'http://localhost').pathname).toBe('/unsplash/search');
    expect(new URL(sent, 'http://localhost').searchParams.get('query')).toBe('modern loft');
    expect(new URL(sent, 'http://localhost').searchParams.get('page')).toBe('1');
    expect(sent.startsWith('/unsplash/search?')).toBe(true);
  });

  it('shows the photos in three columns, one on small screens, each credited as Unsplash asks', async () => {
    setup();
    await searchFor('loft');
    const grid = await screen.findByRole('list', { name: 'Photos' });
    expect(grid).toHaveClass('grid-cols-1', 'wide:grid-cols-3');
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('img', { name: 'white house number 11' })).toHaveAttribute(
      'src',
      'https://images.unsplash.com/photo-p1a?w=400',
    );
    expect(first).toHaveTextContent('Photo by Author 11 on Unsplash');
    const author = within(first).getByRole('link', { name: 'Author 11' });
    expect(author).toHaveAttribute(
      'href',
      'https://unsplash.com/@author11?utm_source=folio&utm_medium=referral',
    );
    expect(author).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: 'Unsplash' })).toHaveAttribute(
      'href',
      'https://unsplash.com/?utm_source=folio&utm_medium=referral',
    );
  });

  it('loads the next page when scrolled within 10% of the end, and stops after the last', async () => {
    const { searches } = setup(({ url }) => ({ body: page(Number(url.searchParams.get('page')), 2) }));
    await searchFor('loft');
    await screen.findByRole('list', { name: 'Photos' });
    scrollResults({ scrollTop: 450, clientHeight: 400, scrollHeight: 1000 });
    expect(searches()).toHaveLength(1);
    scrollResults({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 });
    expect(await screen.findByRole('img', { name: 'white house number 21' })).toBeInTheDocument();
    expect(searches().map((s) => [s.query, s.page])).toEqual([
      ['loft', '1'],
      ['loft', '2'],
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    scrollResults({ scrollTop: 1600, clientHeight: 400, scrollHeight: 2000 });
    expect(searches()).toHaveLength(2);
  });

  it('selects a photo, hands it over on Select and closes on Cancel', async () => {
    const { onSelect, onOpenChange } = setup();
    const user = await searchFor('loft');
    const select = screen.getByRole('button', { name: 'Select' });
    expect(select).toBeDisabled();
    const choice = await screen.findByRole('button', { name: /white house number 12/ });
    await user.click(choice);
    expect(choice).toHaveAttribute('aria-pressed', 'true');
    await user.click(select);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1b', authorName: 'Author 12' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('prompts for a search, then says when image search is not configured', async () => {
    setup({ status: 503, body: { detail: 'Image search is not configured.' } });
    expect(screen.getByText(/Type what you are looking for/)).toBeInTheDocument();
    await searchFor('loft');
    expect(await screen.findByRole('alert')).toHaveTextContent('Image search is not configured.');
  });

  it('says when no photo matches', async () => {
    setup({ body: { page: 1, total_pages: 0, results: [] } });
    await searchFor('zzqx');
    expect(await screen.findByText('No photos match “zzqx”. Try other words.')).toBeInTheDocument();
  });
});
