import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { camelize } from '../lib/case.ts';
import { buildAssetWire, buildPresentationWire } from '../test/editor-factories.ts';
import { PresentationView } from './presentation-view.tsx';

const presentation = (overrides: Parameters<typeof buildPresentationWire>[0] = {}) =>
  camelize(buildPresentationWire(overrides));

describe('the presentation as a recipient sees it', () => {
  it('shows the cover: logo, title, sender and created-by text in its colour, then the messages', () => {
    render(
      <PresentationView
        presentation={presentation({
          logo: '/files/logo.png',
          created_by_text: 'Presented by Harbour Realty',
          created_by_text_color: '#ffcc00',
          opening_msg: '<p>Hello <strong>Sam</strong></p>',
          closing_msg: '<p>See you soon</p>',
        })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/files/logo.png');
    expect(screen.getByRole('heading', { level: 1, name: 'Ocean View Villa' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Presented by Harbour Realty')).toHaveStyle({ color: '#ffcc00' });
    expect(screen.getByText('Sam').tagName).toBe('STRONG');
    expect(screen.getByText('See you soon')).toBeInTheDocument();
  });

  it('leaves out a hidden title and a hidden sender name', () => {
    render(
      <PresentationView presentation={presentation({ title_is_hidden: true, user_name_is_hidden: true })} />,
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('credits an Unsplash header photo to its author and Unsplash, both linked', () => {
    render(
      <PresentationView
        presentation={presentation({
          background: '/files/header.jpg',
          unsplash_author: 'Ana Lee',
          unsplash_author_link: 'https://unsplash.com/@analee?utm_source=folio&utm_medium=referral',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ana Lee' })).toHaveAttribute(
      'href',
      'https://unsplash.com/@analee?utm_source=folio&utm_medium=referral',
    );
    expect(screen.getByRole('link', { name: 'Unsplash' })).toHaveAttribute(
      'href',
      'https://unsplash.com/?utm_source=folio&utm_medium=referral',
    );
  });

  it('renders each kind of asset in order and leaves hidden ones out', () => {
    const assets = [
      buildAssetWire({
        id: 1,
        position: 0,
        type: 'text',
        title: 'Why this home',
        description: '<ul><li>Garden</li></ul>',
      }),
      buildAssetWire({
        id: 2,
        position: 1,
        type: 'link',
        title: 'Neighbourhood guide',
        website: 'https://www.example.com/guide',
        thumbnail: 'https://www.example.com/og.png',
      }),
      buildAssetWire({
        id: 3,
        position: 2,
        type: 'video_url',
        title: 'Tour',
        website: 'https://youtu.be/dQw4w9WgXcQ',
        attributes: { height: 420 },
      }),
      buildAssetWire({ id: 4, position: 3, type: 'separator', title: 'Next steps' }),
      buildAssetWire({ id: 5, position: 4, type: 'separator_hidden', title: 'Internal notes' }),
      buildAssetWire({
        id: 6,
        position: 5,
        type: 'form',
        title: 'Book a visit',
        contact: { fields: ['name', 'email', 'message'], button_label: 'Book' },
      }),
      buildAssetWire({ id: 7, position: 6, type: 'text', title: 'Draft', is_hidden: true }),
      buildAssetWire({
        id: 8,
        position: 7,
        type: 'video_url',
        title: 'Vimeo',
        website: 'https://vimeo.com/76979871',
      }),
    ];
    const { container } = render(<PresentationView presentation={presentation({ assets })} />);

    expect(
      [...container.querySelectorAll('[data-asset-type]')].map((e) => e.getAttribute('data-asset-type')),
    ).toEqual(['text', 'link', 'video_url', 'separator', 'form', 'video_url']);
    expect(screen.getByRole('heading', { name: 'Why this home' })).toBeInTheDocument();
    expect(screen.getByText('Garden').closest('ul')).toBeInTheDocument();

    const open = screen.getByRole('link', { name: 'Open Neighbourhood guide in a new tab' });
    expect(open).toHaveAttribute('href', 'https://www.example.com/guide');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('example.com')).toBeInTheDocument();

    const video = screen.getByTitle('Tour');
    expect(video).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(video).toHaveAttribute('loading', 'lazy');
    expect(video).toHaveAttribute('height', '420');
    expect(screen.getByTitle('Vimeo')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );

    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
    expect(screen.queryByText('Internal notes')).not.toBeInTheDocument();
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Book a visit' });
    expect(within(form).getByLabelText('Name')).toBeDisabled();
    expect(within(form).getByLabelText('Email')).toBeDisabled();
    expect(within(form).queryByLabelText('Phone')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it('names each landmark once: two contact forms of the same title are told apart', () => {
    const form = (id: number, title: string) =>
      buildAssetWire({ id, type: 'form', title, contact: { fields: ['name'], button_label: 'Send' } });
    render(
      <PresentationView
        presentation={presentation({
          assets: [form(1, 'Book a visit'), form(2, 'Book a visit'), form(3, ''), form(4, '')],
        })}
      />,
    );
    expect(screen.getAllByRole('form').map((f) => f.getAttribute('aria-label'))).toEqual([
      'Book a visit',
      'Book a visit (2)',
      'Contact form',
      'Contact form (2)',
    ]);
  });

  it('shows a file’s thumbnail on its card, and its kind’s icon when it has none', () => {
    render(
      <PresentationView
        presentation={presentation({
          assets: [
            buildAssetWire({ id: 1, type: 'file', title: 'Brochure', thumbnail: '/client/files/c1.jpg' }),
            buildAssetWire({ id: 2, type: 'file', title: 'Prices', thumbnail: null }),
          ],
        })}
      />,
    );
    const thumbnails = screen.getAllByTestId('file-thumbnail');
    expect(thumbnails.map((img) => img.getAttribute('src'))).toEqual(['/client/files/c1.jpg']);
    expect(
      screen.getByRole('heading', { name: 'Prices' }).closest('article')?.querySelector('svg'),
    ).not.toBeNull();
  });

  it('does not show the untouched default title', () => {
    render(
      <PresentationView
        presentation={presentation({ assets: [buildAssetWire({ description: '<p>Only text</p>' })] })}
      />,
    );
    expect(screen.queryByText('Add a Title')).not.toBeInTheDocument();
    expect(screen.getByText('Only text')).toBeInTheDocument();
  });

  it('lets recipients fill in the contact form outside the preview', () => {
    const assets = [
      buildAssetWire({ type: 'form', title: 'Ask', contact: { fields: ['email'], button_label: 'Send' } }),
    ];
    render(<PresentationView presentation={presentation({ assets })} interactive />);
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it('loads the first asset’s picture at once and first, the others as they near the screen', () => {
    const image = (id: number, title: string) =>
      buildAssetWire({
        id,
        type: 'image',
        title,
        file: `/files/uploads/${id}.jpg`,
        filename: `${title}.jpg`,
        converted_files: [`/files/pages/${id}/page-1.jpg`],
        page_sizes: [[1600, 1200]],
      });
    render(
      <PresentationView presentation={presentation({ assets: [image(1, 'Garden'), image(2, 'Kitchen')] })} />,
    );
    const first = screen.getByRole('img', { name: 'Garden' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Kitchen' })).toHaveAttribute('loading', 'lazy');
  });

  it('offers phones the 800 px copy of a converted picture, and a small picture as it is', () => {
    const page = 'https://folio.example/api/files/pages/4f1c/page-0001.jpg';
    const image = (id: number, title: string, width: number) =>
      buildAssetWire({
        id,
        type: 'image',
        title,
        file: `https://folio.example/api/files/uploads/${id}.jpg`,
        filename: `${title}.jpg`,
        converted_files: [page],
        page_sizes: [[width, (width * 3) / 4]],
      });
    render(
      <PresentationView
        presentation={presentation({ assets: [image(1, 'Garden', 1600), image(2, 'Kitchen', 640)] })}
      />,
    );
    const large = screen.getByRole('img', { name: 'Garden' });
    expect(large).toHaveAttribute('src', page);
    expect(large).toHaveAttribute(
      'srcset',
      `https://folio.example/api/renditions/800/pages/4f1c/page-0001.jpg 800w, ${page} 1600w`,
    );
    expect(large).toHaveAttribute('sizes', '(max-width: 480px) 100vw, 688px');
    const small = screen.getByRole('img', { name: 'Kitchen' });
    expect(small).not.toHaveAttribute('srcset');
    expect(small).not.toHaveAttribute('sizes');
  });
});
