import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPresentationWire } from '../../test/editor-factories.ts';
import { openEditor } from '../editor/editor.test-utils.ts';

const hash = 'd'.repeat(40);
const CLONE = 'POST /api/presentations/7/clone';

describe('clone from a share link (spec §2)', () => {
  it('copies the presentation with the link hash, then opens the copy in the editor', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { api, app } = openEditor(
      { id: 12 },
      {
        [CLONE]: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
      `/clone/presentations/${hash}/7`,
    );
    expect(await screen.findByRole('status', { name: 'Copying the presentation' })).toBeInTheDocument();
    answer({ status: 201, body: buildPresentationWire({ id: 12 }) });
    await waitFor(() => expect(app.location()).toBe('/presentations/edit/12'));
    expect(api.bodyOf(CLONE)).toEqual({ hash });
    expect(api.calls.filter((c) => `${c.method} ${c.path}` === CLONE)).toHaveLength(1);
  });

  it('says clearly when the link no longer leads anywhere', async () => {
    openEditor(
      {},
      { [CLONE]: { status: 404, body: { detail: 'Not found.' } } },
      `/clone/presentations/${hash}/7`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link may have been disabled, or the presentation removed. Ask its sender for a new link.',
    );
  });

  it("shows the server's reason when it gives one", async () => {
    openEditor(
      {},
      { [CLONE]: { status: 403, body: { detail: 'This link is no longer active.' } } },
      `/clone/presentations/${hash}/7`,
    );
    expect(
      await screen.findByRole('heading', { name: 'This presentation could not be copied' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is no longer active.');
    expect(screen.getByRole('link', { name: 'Go to Presentations' })).toHaveAttribute(
      'href',
      '/presentations',
    );
  });

  it('refuses an address that is not a share link', async () => {
    const { api } = openEditor({}, {}, '/clone/presentations/not-a-hash/7');
    expect(
      await screen.findByRole('heading', { name: 'This presentation could not be copied' }),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
