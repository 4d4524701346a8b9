import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { camelize } from '../lib/case.ts';
import { buildAssetWire, buildPresentationWire } from '../test/editor-factories.ts';
import { FakeObserver } from '../test/fake-intersection-observer.ts';
import { PresentationView } from './presentation-view.tsx';

const asset = (id: number, type: string, title: string) =>
  buildAssetWire({ id, type: type as never, title, position: id, description: '' });

/** A presentation of `count` assets: a kitchen photo, a floor plan, a website, then numbered texts. */
const long = (count: number) =>
  camelize(
    buildPresentationWire({
      assets: [
        asset(1, 'image', 'Kitchen'),
        asset(2, 'file', ''),
        asset(3, 'website', 'Neighbourhood'),
        asset(4, 'text', 'Schools'),
        asset(5, 'text', 'Prices'),
      ].slice(0, count),
    }),
  );

const chips = () => screen.queryByRole('navigation', { name: 'Sections' });
/** The observer that follows the sections (the other one watches the cover). */
const sectionsObserver = () => FakeObserver.made.find((o) => o.options.rootMargin)!;
const coverObserver = () => FakeObserver.made.find((o) => !o.options.rootMargin)!;

beforeEach(() => {
  FakeObserver.made = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

describe('section chips of a long presentation', () => {
  it('lists each asset by its title (else its kind) and links to it', () => {
    render(<PresentationView presentation={long(4)} contents />);
    const links = within(chips()!).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Kitchen', '#asset-1'],
      ['Document', '#asset-2'],
      ['Neighbourhood', '#asset-3'],
      ['Schools', '#asset-4'],
    ]);
    for (const link of links) expect(document.querySelector(link.getAttribute('href')!)).not.toBeNull();
  });

  it('is left out of a short presentation and of the owner’s preview', () => {
    const short = render(<PresentationView presentation={long(3)} contents />);
    expect(chips()).toBeNull();
    short.unmount();
    render(<PresentationView presentation={long(5)} />);
    expect(chips()).toBeNull();
  });

  it('highlights the section being read', () => {
    render(<PresentationView presentation={long(5)} contents />);
    const schools = screen.getByRole('link', { name: 'Schools' });
    expect(schools).not.toHaveAttribute('aria-current');
    sectionsObserver().report(document.getElementById('asset-4')!, true);
    expect(schools).toHaveAttribute('aria-current', 'location');
    sectionsObserver().report(document.getElementById('asset-5')!, true);
    expect(schools).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Prices' })).toHaveAttribute('aria-current', 'location');
  });

  it('slides in once the cover is passed, and for the keyboard at any time', async () => {
    render(<PresentationView presentation={long(5)} contents />);
    const cover = screen.getByTestId('presentation-header');
    coverObserver().report(cover, true);
    expect(chips()).toHaveClass('-translate-y-full');
    coverObserver().report(cover, false);
    expect(chips()).not.toHaveClass('-translate-y-full');
    coverObserver().report(cover, true);
    // The bar takes the focus (focus-within shows it) as the first stop after the cover.
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Kitchen' })).toHaveFocus();
    expect(chips()).toHaveClass('focus-within:translate-y-0');
  });
});
