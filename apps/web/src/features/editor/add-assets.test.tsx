import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAssetWire } from '../../test/editor-factories.ts';
import { buildFlags } from '../../test/factories.ts';
import { created, openEditor } from './editor.test-utils.ts';

const cards = () => screen.queryAllByTestId('asset-card');

async function chooseToAdd(app: ReturnType<typeof openEditor>['app'], item: string) {
  await app.user.click(await screen.findByRole('button', { name: 'Add asset' }));
  await app.user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('adding assets', () => {
  it('lists every kind, the uploaded ones (file, image, video) last', async () => {
    const { app } = openEditor(
      {},
      { 'GET /api/feature-flags': { body: buildFlags({ video_upload: true }) } },
    );
    // A press made while the menu code is still loading does not open it in jsdom: wait for it first.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add asset' })).toHaveAttribute('data-state'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Add asset' }));
    const menu = await screen.findByRole('menu');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((i) => [i.textContent, i.getAttribute('aria-disabled') === 'true']);
    expect(names).toEqual([
      ['Text', false],
      ['Website / link', false],
      ['Separator', false],
      ['Hidden separator', false],
      ['Contact form', false],
      ['Map', false],
      ['File', false],
      ['Image', false],
      ['Video', false],
      ['AI asset builder', false],
    ]);
  });

  it('has no AI asset builder when the AI button is off (no AI provider)', async () => {
    const { app } = openEditor({}, { 'GET /api/feature-flags': { body: buildFlags({ ai_button: false }) } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add asset' })).toHaveAttribute('data-state'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Add asset' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).not.toContain('AI asset builder');
  });

  it('adds a text, opens it with the title ready, and saves the title as an edit', async () => {
    const { api, app } = openEditor(
      {},
      {
        'POST /api/presentations/12/assets': created(40, { title: 'Add a Title' }),
        'PATCH /api/presentations/12/assets/40': ({ body }) => ({
          body: buildAssetWire({ id: 40, ...(body as object), updated_at: '2026-03-01T12:00:01.000Z' }),
        }),
      },
    );
    await chooseToAdd(app, 'Text');
    await waitFor(() => expect(api.bodyOf('POST /api/presentations/12/assets')).toEqual({ type: 'text' }));
    const title = await screen.findByPlaceholderText('Item Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(cards()).toHaveLength(1);
    await app.user.type(title, 'Our offer');
    await waitFor(
      () => expect(api.bodyOf('PATCH /api/presentations/12/assets/40')).toEqual({ title: 'Our offer' }),
      {
        timeout: 3000,
      },
    );
    expect(within(cards()[0]!).getByText('Our offer')).toBeInTheDocument();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(screen.queryByText('Changes Saved')).not.toBeInTheDocument();
  });

  it.each([
    ['Separator', 'separator'],
    ['Hidden separator', 'separator_hidden'],
    ['Contact form', 'form'],
  ])('adds a %s', async (item, type) => {
    const { api, app } = openEditor({}, { 'POST /api/presentations/12/assets': created(41) });
    await chooseToAdd(app, item);
    await waitFor(() => expect(api.bodyOf('POST /api/presentations/12/assets')).toEqual({ type }));
    expect(await screen.findByRole('button', { name: new RegExp(`^Edit ${item}`) })).toBeEnabled();
  });

  it('adds a website: checks the address, shows the server’s refusal, then adds the video it becomes', async () => {
    let answer = 0;
    const { api, app } = openEditor(
      {},
      {
        'POST /api/presentations/12/assets': ({ body }) =>
          answer++ === 0
            ? { status: 400, body: { website: ['Enter a valid website address.'] } }
            : created(42, {
                type: 'video_url',
                title: 'Video tour',
                website: 'https://youtu.be/dQw4w9WgXcQ',
              })({ body }),
      },
    );
    await chooseToAdd(app, 'Website / link');
    const dialog = await screen.findByRole('dialog', { name: 'Add a website or video' });
    const field = within(dialog).getByLabelText('Website address');
    await app.user.type(field, 'not a link');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a valid website address.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await app.user.clear(field);
    await app.user.type(field, 'bad.example');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a valid website address.');
    expect(cards()).toHaveLength(0);

    await app.user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodyOf('POST /api/presentations/12/assets')).toEqual({
      type: 'website',
      website: 'bad.example',
    });
    expect(await screen.findByText('Video tour')).toBeInTheDocument();
    expect(screen.getByText('Video link')).toBeInTheDocument();
  });
});
