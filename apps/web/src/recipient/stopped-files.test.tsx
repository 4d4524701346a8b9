import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { buildClientAsset, buildFileAsset, gatedView, HASH, openView } from './recipient.test-utils.ts';

const VIEW = `GET /api/client/presentations/${HASH}`;
const PAGES = ['/api/client/files/page-1', '/api/client/files/page-2'];
const COVER = '/api/client/files/cover';

afterEach(() => sessionStorage.clear());

/** The content's images served through the link's file URLs. */
const linkImages = () =>
  [...document.querySelectorAll('img')].filter((img) => img.src.includes('/api/client/files/'));

describe('recipient page: a file URL that stopped', () => {
  it('opens the link again with the tab’s view token and shows the gate the sender turned on', async () => {
    let opens = 0;
    const api = mockApi({
      [VIEW]: () => {
        opens += 1;
        return {
          body:
            opens === 1
              ? openView({
                  assets: [buildClientAsset(), buildFileAsset({ converted_files: PAGES, thumbnail: COVER })],
                })
              : gatedView({ require_email: true, require_email_message: 'Who is this?' }),
        };
      },
    });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Brochure' });
    expect(linkImages().length).toBeGreaterThan(0);

    fireEvent.error(linkImages()[0]!);
    expect(await screen.findByText('Who is this?')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Brochure' })).not.toBeInTheDocument();
    const opened = api.calls.filter((c) => c.path === `/api/client/presentations/${HASH}`);
    expect(opened).toHaveLength(2);
    expect(opened[1]!.headers.get('X-View-Token')).toBe('vt-1');
  });

  it('leaves the content as it is for a picture from elsewhere, and opens the link once for many failures', async () => {
    let opens = 0;
    mockApi({
      [VIEW]: () => {
        opens += 1;
        return {
          body: openView({
            assets: [buildClientAsset(), buildFileAsset({ converted_files: PAGES, thumbnail: COVER })],
          }),
        };
      },
    });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Brochure' });
    const elsewhere = document.createElement('img');
    elsewhere.src = 'https://images.example.com/house.jpg';
    document.body.append(elsewhere);
    fireEvent.error(elsewhere);
    expect(opens).toBe(1);
    for (const image of linkImages()) fireEvent.error(image);
    // The link is opened again after the failures (asynchronously), and only once for all of them.
    await waitFor(() => expect(opens).toBe(2));
    await screen.findByRole('heading', { name: 'Brochure' });
    expect(opens).toBe(2);
    elsewhere.remove();
  });
});
