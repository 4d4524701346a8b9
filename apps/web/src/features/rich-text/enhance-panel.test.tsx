import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags } from '../../test/factories.ts';
import { eventStream } from '../../test/fetch-mock.ts';
import { openEditor } from '../editor/editor.test-utils.ts';

const ENHANCE = 'POST /api/presentations/12/enhance';
const panel = () => screen.getByRole('region', { name: 'Enhance opening message with AI' });

async function openPanel(app: ReturnType<typeof openEditor>['app']) {
  // The editor page loads lazily: slow on a busy machine.
  await screen.findByRole('button', { name: 'Edit opening message' }, { timeout: 5000 });
  await app.user.click(await screen.findByRole('button', { name: 'Enhance with AI: Opening message' }));
  return panel();
}

describe('the AI enhance panel', () => {
  it('goes settings → generating (streamed) → suggestion, and Accept replaces the opening message', async () => {
    const stream = eventStream();
    const { api, app } = openEditor(
      { opening_msg: '<p>Hi, here is the flat.</p>' },
      { [ENHANCE]: { events: stream.events }, 'PATCH /api/presentations/12': ({ body }) => ({ body }) },
    );
    const region = await openPanel(app);
    expect(within(region).getByText('always double-check AI suggestions before accepting.')).toBeVisible();
    // Both settings start at 'same'.
    for (const group of ['Length', 'Tone'])
      expect(within(within(region).getByRole('group', { name: group })).getByLabelText('Same')).toBeChecked();
    await app.user.click(within(region).getByLabelText('Happier'));
    await app.user.click(within(region).getByLabelText('More'));
    await app.user.click(within(region).getByRole('button', { name: 'Generate' }));

    stream.send('delta', { text: 'Hello! Here is ' });
    expect(await within(panel()).findByText('Hello! Here is')).toBeVisible();
    stream.send('delta', { text: 'your new flat.' });
    expect(await within(panel()).findByText('Hello! Here is your new flat.')).toBeVisible();
    expect(api.bodyOf(ENHANCE)).toEqual({
      name: 'opening_msg',
      text: '<p>Hi, here is the flat.</p>',
      tone: 'happier',
      length: 'more',
      retry: false,
    });
    stream.send('done', { text: '<p>Hello! Here is <strong>your</strong> new flat.</p>' });
    stream.end();
    await app.user.click(await within(panel()).findByRole('button', { name: 'Accept' }));

    expect(screen.queryByRole('region', { name: 'Enhance opening message with AI' })).toBeNull();
    expect(await screen.findByText('your', { selector: 'strong' })).toBeVisible();
    await waitFor(
      () =>
        expect(api.bodyOf('PATCH /api/presentations/12')).toEqual({
          opening_msg: '<p>Hello! Here is <strong>your</strong> new flat.</p>',
        }),
      { timeout: 3000 },
    );
  });

  it('Retry asks again with retry, Close clears the suggestion', async () => {
    let calls = 0;
    const { api, app } = openEditor(
      { opening_msg: '<p>Hi.</p>' },
      {
        [ENHANCE]: () => {
          calls += 1;
          const stream = eventStream();
          stream.send('done', { text: `<p>Version ${calls}</p>` });
          stream.end();
          return { events: stream.events };
        },
      },
    );
    const region = await openPanel(app);
    await app.user.click(within(region).getByRole('button', { name: 'Generate' }));
    expect(await within(panel()).findByText('Version 1')).toBeVisible();
    await app.user.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(await within(panel()).findByText('Version 2')).toBeVisible();
    expect(
      api.calls
        .filter((c) => `${c.method} ${c.path}` === ENHANCE)
        .map((c) => (c.body as { retry: boolean }).retry),
    ).toEqual([false, true]);
    await app.user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Version 2')).toBeNull();
    await openPanel(app);
    expect(within(panel()).queryByText('Version 2')).toBeNull();
  });

  it('on failure toasts ‘Something went wrong.’ and closes', async () => {
    const { app } = openEditor({}, { [ENHANCE]: { status: 429, body: { detail: 'Too many AI requests.' } } });
    const region = await openPanel(app);
    await app.user.click(within(region).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Enhance opening message with AI' })).toBeNull();
  });

  it('is not offered when the enhance flag is off', async () => {
    openEditor({}, { 'GET /api/feature-flags': { body: buildFlags({ enhance: false }) } });
    expect(await screen.findByRole('button', { name: 'Edit opening message' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Enhance with AI/ })).toBeNull();
  });
});
