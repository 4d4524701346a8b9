import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { camelize } from '../lib/case.ts';
import { buildAssetWire, buildPresentationWire } from '../test/editor-factories.ts';
import { PresentationView } from './presentation-view.tsx';

const photo = (id: number, title: string) =>
  buildAssetWire({
    id,
    type: 'image',
    title,
    position: id,
    description: '',
    file: `/files/${id}.jpg`,
    filename: `${id}.jpg`,
    converted_files: [`/files/pages/${id}.jpg`],
    page_sizes: [[1600, 1200]],
    job_status: 'done',
  });

const brochure = buildAssetWire({
  id: 9,
  type: 'file',
  title: 'Brochure',
  position: 9,
  description: '',
  file: '/files/b.pdf',
  filename: 'b.pdf',
  number_of_pages: 3,
  converted_files: [1, 2, 3].map((n) => `/files/pages/b-${n}.jpg`),
  page_thumbnails: [],
  page_sizes: [[1275, 1650]],
  job_status: 'done',
});

const presentation = camelize(
  buildPresentationWire({ assets: [photo(1, 'Kitchen'), photo(2, 'Garden'), brochure, photo(3, 'Pool')] }),
);

const viewer = () => screen.findByRole('dialog');
const indicator = () => screen.getByTestId('full-screen-indicator');
const stage = () => screen.getByTestId('full-screen-stage');

/** A one-finger drag across the stage. */
function swipe(fromX: number, toX: number, y = 300) {
  fireEvent.pointerDown(stage(), { pointerId: 1, pointerType: 'touch', clientX: fromX, clientY: y });
  fireEvent.pointerMove(stage(), { pointerId: 1, pointerType: 'touch', clientX: toX, clientY: y + 5 });
  fireEvent.pointerUp(stage(), { pointerId: 1, pointerType: 'touch', clientX: toX, clientY: y + 5 });
}

const scrolled = vi.fn();
beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this);
  } as never;
});
afterEach(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('the full-screen viewer', () => {
  it('opens a photo and pages through every photo with swipes and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<PresentationView presentation={presentation} />);
    await user.click(screen.getByRole('button', { name: 'View Garden full screen' }));
    const dialog = await viewer();
    expect(within(dialog).getByRole('img', { name: 'Garden' })).toHaveAttribute('src', '/files/pages/2.jpg');
    expect(indicator()).toHaveTextContent('2 of 3');

    swipe(300, 100);
    expect(within(dialog).getByRole('img', { name: 'Pool' })).toBeInTheDocument();
    expect(indicator()).toHaveTextContent('3 of 3');
    swipe(300, 100);
    expect(indicator()).toHaveTextContent('3 of 3');
    // A short or mostly vertical drag turns nothing.
    swipe(300, 280);
    expect(indicator()).toHaveTextContent('3 of 3');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'Kitchen' })).toBeInTheDocument();
    swipe(100, 300);
    expect(indicator()).toHaveTextContent('1 of 3');
    await user.keyboard('{ArrowRight}');
    expect(indicator()).toHaveTextContent('2 of 3');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pinches to zoom, pans once zoomed instead of turning, and starts the next slide whole', async () => {
    const user = userEvent.setup();
    render(<PresentationView presentation={presentation} />);
    await user.click(screen.getByRole('button', { name: 'View Kitchen full screen' }));
    await viewer();
    const zoom = () => screen.getByRole('button', { name: /^Zoom \d+%/ });
    expect(zoom()).toHaveTextContent('100%');
    fireEvent.pointerDown(stage(), { pointerId: 1, pointerType: 'touch', clientX: 150, clientY: 300 });
    fireEvent.pointerDown(stage(), { pointerId: 2, pointerType: 'touch', clientX: 250, clientY: 300 });
    fireEvent.pointerMove(stage(), { pointerId: 2, pointerType: 'touch', clientX: 350, clientY: 300 });
    expect(zoom()).toHaveTextContent('200%');
    fireEvent.pointerUp(stage(), { pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(stage(), { pointerId: 1, pointerType: 'touch' });

    swipe(300, 100);
    expect(indicator()).toHaveTextContent('1 of 3');
    expect(screen.getByRole('img', { name: 'Kitchen' }).style.transform).toContain('translate(-200px');

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom()).toHaveTextContent('250%');
    await user.keyboard('{ArrowRight}');
    expect(zoom()).toHaveTextContent('100%');
  });

  it('opens a file at the page in view, pages through its pages and keeps that page in view behind', async () => {
    const user = userEvent.setup();
    render(<PresentationView presentation={presentation} />);
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    const dialog = await viewer();
    expect(within(dialog).getByRole('heading', { name: 'Brochure' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Page 1 of 3' })).toHaveAttribute(
      'src',
      '/files/pages/b-1.jpg',
    );
    swipe(300, 50);
    expect(indicator()).toHaveTextContent('2 of 3');
    // The page behind is brought into view, where the tracking of page views and time sees it.
    expect(scrolled).toHaveBeenLastCalledWith(document.querySelector('[data-asset-id="9"] [data-page="1"]'));
    await user.click(within(dialog).getAllByRole('button', { name: 'Next page' })[0]!);
    expect(scrolled).toHaveBeenLastCalledWith(document.querySelector('[data-asset-id="9"] [data-page="2"]'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a page by a tap on it', async () => {
    const user = userEvent.setup();
    render(<PresentationView presentation={presentation} />);
    await user.click(screen.getByRole('button', { name: 'View page 3 full screen' }));
    expect(within(await viewer()).getByRole('img', { name: 'Page 3 of 3' })).toBeInTheDocument();
  });
});
