import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { camelize } from '../lib/case.ts';
import { buildAsset, buildAssetWire, buildPresentationWire } from '../test/editor-factories.ts';
import { FakeObserver } from '../test/fake-intersection-observer.ts';
import { PageViewer } from './page-viewer.tsx';
import { stepZoom } from './page-zoom.ts';
import { PresentationView } from './presentation-view.tsx';
import { UploadedAssetView } from './uploaded-asset-view.tsx';

const page = (index: number) => document.querySelector(`[data-page="${index}"]`)!;

/**
 * Reports, to every observer watching them, how much of each page is in view (0–1). `near` speaks for
 * the look-ahead observer (with its margin), otherwise for the one that watches the view itself.
 */
function inView(shares: Record<number, number>, { near = false } = {}) {
  for (const observer of FakeObserver.made.filter((o) => Boolean(o.options.rootMargin) === near)) {
    const entries = Object.entries(shares)
      .map(([index, share]) => ({ target: page(Number(index)), share }))
      .filter(({ target }) => observer.targets.has(target))
      .map(({ target, share }) => ({
        target,
        isIntersecting: share > 0,
        intersectionRatio: share,
        intersectionRect: { height: share * 1000 } as DOMRectReadOnly,
        boundingClientRect: { height: 1000 } as DOMRectReadOnly,
        rootBounds: { height: 2000 } as DOMRectReadOnly,
        time: 0,
      }));
    if (entries.length)
      act(() => observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never));
  }
}

const pdf = (overrides: Parameters<typeof buildAssetWire>[0] = {}) =>
  buildAsset({
    id: 5,
    type: 'file',
    title: 'Listing pack',
    filename: 'Listing pack.pdf',
    file: '/files/uploads/k.pdf',
    number_of_pages: 4,
    converted_files: [1, 2, 3, 4].map((n) => `/files/pages/k/page-${n}.jpg`),
    page_thumbnails: [1, 2, 3, 4].map((n) => `/files/pages/k/thumb-${n}.jpg`),
    page_sizes: [
      [1600, 2071],
      [1600, 900],
      [1600, 2071],
      [1600, 2071],
    ],
    percentage_upload: 100,
    job_status: 'done',
    ...overrides,
  });

const indicator = () => screen.getByTestId('page-indicator');

beforeEach(() => {
  FakeObserver.made = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

describe('the page viewer', () => {
  it('stacks the pages at their own proportions and loads each when a quarter of it is near', () => {
    render(<PageViewer asset={pdf()} />);
    expect(page(0)).toHaveStyle({ aspectRatio: '1600 / 2071' });
    expect(page(1)).toHaveStyle({ aspectRatio: '1600 / 900' });
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    // The look-ahead observer watches a screen beyond the view; the other, the view itself.
    expect(FakeObserver.made.map((o) => o.options.rootMargin)).toEqual([undefined, '100% 0px']);

    inView({ 0: 1, 1: 0.2 }, { near: true });
    expect(screen.getByRole('img', { name: 'Page 1 of 4' })).toHaveAttribute(
      'src',
      '/files/pages/k/page-1.jpg',
    );
    expect(screen.queryByRole('img', { name: 'Page 2 of 4' })).not.toBeInTheDocument();
    // Until the page arrives its thumbnail stands in.
    expect(page(0).querySelector('img[aria-hidden]')).toHaveAttribute('src', '/files/pages/k/thumb-1.jpg');
    inView({ 1: 0.25 }, { near: true });
    expect(screen.getByRole('img', { name: 'Page 2 of 4' })).toHaveAttribute('width', '1600');
  });

  it('shows which page is most in view: 1 of N', () => {
    render(<PageViewer asset={pdf()} />);
    expect(indicator()).toHaveTextContent('1 of 4');
    inView({ 0: 0.3, 1: 0.6 });
    expect(indicator()).toHaveTextContent('2 of 4');
    inView({ 0: 0, 1: 0.1, 2: 0.7 });
    expect(indicator()).toHaveTextContent('3 of 4');
  });

  it('reports each page once, in any order: a reader who jumps to page 4 and then reads page 3 gets page 3', () => {
    const viewed = vi.fn();
    render(<PageViewer asset={pdf()} onPageViewed={viewed} />);
    inView({ 0: 0.2 });
    expect(viewed).not.toHaveBeenCalled(); // less than a quarter
    inView({ 0: 0.9, 1: 0.3 });
    inView({ 0: 1 });
    inView({ 3: 0.5 });
    inView({ 2: 1, 1: 1 });
    inView({ 3: 1, 2: 0.4 });
    expect(viewed.mock.calls.map(([index]) => index)).toEqual([0, 1, 3, 2]);
  });

  it('counts a zoomed page taller than the screen as seen once it fills a quarter of the screen', () => {
    const viewed = vi.fn();
    render(<PageViewer asset={pdf()} onPageViewed={viewed} />);
    const observer = FakeObserver.made.find((o) => !o.options.rootMargin)!;
    const entry = {
      target: page(0),
      isIntersecting: true,
      intersectionRatio: 0.05,
      intersectionRect: { height: 240 },
      boundingClientRect: { height: 4000 },
      rootBounds: { height: 800 },
    };
    act(() => observer.callback([entry] as unknown as IntersectionObserverEntry[], observer as never));
    expect(viewed).toHaveBeenCalledWith(0);
  });

  it('zooms from 70% to 400% in 10% steps, with buttons, a reset and the keyboard', async () => {
    const user = userEvent.setup();
    render(<PageViewer asset={pdf()} />);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const column = page(0).parentElement!;
    expect(screen.getByRole('button', { name: 'Zoom 100%, reset to 100%' })).toBeInTheDocument();

    await user.click(zoomIn);
    expect(screen.getByRole('button', { name: /^Zoom 110%/ })).toBeInTheDocument();
    expect(column).toHaveStyle({ width: '110%' });
    for (let i = 0; i < 40; i++) if (!zoomIn.hasAttribute('disabled')) await user.click(zoomIn);
    expect(screen.getByRole('button', { name: /^Zoom 400%/ })).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /^Zoom 400%/ }));
    expect(column).toHaveStyle({ width: '100%' });
    await user.click(zoomOut);
    await user.click(zoomOut);
    await user.click(zoomOut);
    expect(screen.getByRole('button', { name: /^Zoom 70%/ })).toBeInTheDocument();
    expect(zoomOut).toBeDisabled();

    // From the keyboard: + and - step, 0 resets.
    zoomIn.focus();
    await user.keyboard('+');
    expect(screen.getByRole('button', { name: /^Zoom 80%/ })).toBeInTheDocument();
    await user.keyboard('0');
    expect(screen.getByRole('button', { name: /^Zoom 100%/ })).toBeInTheDocument();
    // Ctrl+wheel (a trackpad's pinch) zooms as well.
    fireEvent.wheel(column.parentElement!, { deltaY: -40, ctrlKey: true });
    expect(screen.getByRole('button', { name: /^Zoom 110%/ })).toBeInTheDocument();
  });

  it('keeps the zoom on the 10% grid within its limits', () => {
    let zoom = 1;
    const seen: number[] = [];
    for (let i = 0; i < 35; i++) {
      zoom = stepZoom(zoom, 1);
      seen.push(zoom);
    }
    expect(seen.slice(0, 3)).toEqual([1.1, 1.2, 1.3]);
    expect(seen.at(-1)).toBe(4);
    expect(stepZoom(0.7, -1)).toBe(0.7);
    expect(stepZoom(0.8, -1)).toBe(0.7);
  });

  it('shows the pages made so far of a file still converting, and how far it is', () => {
    render(
      <PageViewer
        asset={pdf({
          number_of_pages: 5,
          converted_files: ['/p/1.jpg', '/p/2.jpg'],
          page_sizes: [
            [1600, 900],
            [1600, 900],
          ],
          percentage_upload: 40,
          uploading: true,
          job_status: 'converting',
        })}
      />,
    );
    expect(document.querySelectorAll('[data-page]')).toHaveLength(2);
    expect(indicator()).toHaveTextContent('1 of 5');
    expect(screen.getByRole('status')).toHaveTextContent('Converting… 40%');
  });
});

describe('uploaded assets as a recipient sees them', () => {
  it('shows an image as its converted page (the original may be HEIC), at its size', () => {
    const heic = buildAsset({
      type: 'image',
      title: 'Garden',
      file: '/files/uploads/g.heic',
      filename: 'Garden.heic',
      converted_files: ['/files/pages/g/page-1.jpg'],
      page_sizes: [[1600, 1200]],
    });
    render(<UploadedAssetView asset={heic} />);
    const image = screen.getByRole('img', { name: 'Garden' });
    expect(image).toHaveAttribute('src', '/files/pages/g/page-1.jpg');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
  });

  it('passes each page seen to the presentation’s onPageViewed with its asset', () => {
    const viewed = vi.fn();
    const presentation = camelize(
      buildPresentationWire({ assets: [buildAssetWire({ ...pdfWire(), id: 9 })] }),
    );
    render(<PresentationView presentation={presentation} onPageViewed={viewed} />);
    expect(
      within(screen.getByRole('region', { name: 'Pages of Listing pack' })).getByText('1 of 4'),
    ).toBeVisible();
    inView({ 0: 1 });
    expect(viewed).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), 0);
  });
});

function pdfWire() {
  return {
    type: 'file' as const,
    title: 'Listing pack',
    number_of_pages: 4,
    converted_files: [1, 2, 3, 4].map((n) => `/files/pages/k/page-${n}.jpg`),
    page_sizes: [1, 2, 3, 4].map(() => [1600, 2071] as [number, number]),
    job_status: 'done' as const,
  };
}
