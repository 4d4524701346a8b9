import { AI_TEXTS, type Asset as AssetWire } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAssetWire } from '../../../test/editor-factories.ts';
import { openEditor } from '../editor.test-utils.ts';
import { fakeSocket } from '../uploads/socket.test-utils.ts';

const RUN = '3f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f';
const progress = (step: string, percentage: number, hideModal = true) => ({
  run: RUN,
  step: step as 'done',
  percentage,
  hide_modal: hideModal,
});
const SUGGESTION = {
  title: 'Harbour Point Market Report',
  description: 'Prices rose by six percent. Rentals stayed strong.',
  method: 'extractive' as const,
};
const report = (fields: Partial<AssetWire> = {}) =>
  buildAssetWire({
    id: 7,
    type: 'file',
    title: 'market-report',
    filename: 'market-report.pdf',
    file: '/files/uploads/k.pdf',
    job_status: 'done',
    number_of_pages: 3,
    percentage_upload: 100,
    ...fields,
  });
const card = () => screen.getAllByTestId('asset-card')[0]!;
const shown = async () => (await screen.findAllByTestId('asset-card'))[0]!;
const summarizer = '/api/presentations/12/assets/7/summarizer';

let socket: ReturnType<typeof fakeSocket>;
beforeEach(() => {
  socket = fakeSocket();
});

describe('the summary on an asset card', () => {
  it('shows the steps from the socket, then the suggestion to review on the card', async () => {
    openEditor({ assets: [report({ summarizer_progress: progress('queued', 0) })] });
    expect(await within(await shown()).findByText('File · 3 pages')).toBeInTheDocument();
    await socket.send({
      type: 'asset.summarizer',
      presentation_id: 12,
      asset_id: 7,
      asset: report({ summarizer_progress: progress('summarizing', 60) }),
    });
    expect(
      await within(card()).findByText('Summarizing… writing a title and description'),
    ).toBeInTheDocument();
    expect(within(card()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');

    await socket.send({
      type: 'asset.summarizer',
      presentation_id: 12,
      asset_id: 7,
      asset: report({
        summarizer_progress: progress('done', 100),
        show_selection_summarize: true,
        ai_summarizer_result: SUGGESTION,
      }),
    });
    expect(await within(card()).findByText('A title and description were suggested')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('uses the suggested title only: saves it, then clears the flags', async () => {
    const user = userEvent.setup();
    const { api } = openEditor(
      {
        assets: [
          report({
            summarizer_progress: progress('done', 100),
            show_selection_summarize: true,
            ai_summarizer_result: SUGGESTION,
          }),
        ],
      },
      {
        'PATCH /api/presentations/12/assets/7': { body: report({ title: SUGGESTION.title }) },
        [`DELETE ${summarizer}`]: { body: report({ ignore_asset_summarizer: true }) },
      },
    );
    await user.click(await within(await shown()).findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested title and description' });
    expect(within(dialog).getByText('Suggested from the document')).toBeInTheDocument();
    expect(within(dialog).getByText(SUGGESTION.description)).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(AI_TEXTS.disclaimer))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use title only' }));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/presentations/12/assets/7')).toEqual({ title: SUGGESTION.title }),
    );
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === summarizer)).toBe(true);
    expect(await within(card()).findByText(SUGGESTION.title)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card()).queryByText('A title and description were suggested')).toBeNull(),
    );
  });

  it('opens the choice in a dialog unless hide_summarizer_modal; Keep mine ignores it', async () => {
    const user = userEvent.setup();
    const { api } = openEditor(
      {
        assets: [
          report({
            summarizer_progress: progress('done', 100, false),
            show_selection_summarize: true,
            ai_summarizer_result: { ...SUGGESTION, method: 'ai' },
          }),
        ],
      },
      { [`DELETE ${summarizer}`]: { body: report({ ignore_asset_summarizer: true }) } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suggested title and description' });
    expect(within(dialog).getByText('Suggested by AI')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === summarizer)).toBe(true),
    );
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('shows the glitch text when it failed, and tries again', async () => {
    const user = userEvent.setup();
    const { api } = openEditor(
      { assets: [report({ summarizer_progress: progress('failed', 100) })] },
      { [`POST ${summarizer}`]: { body: report({ summarizer_progress: progress('queued', 0) }) } },
    );
    expect(await within(await shown()).findByText(AI_TEXTS.processingGlitch)).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByText('Summary waiting for the conversion…')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === summarizer)).toHaveLength(1);
  });

  it('takes an applied suggestion from the socket, with its note until dismissed', async () => {
    const user = userEvent.setup();
    const { api } = openEditor(
      { assets: [report({ title: '', summarizer_progress: progress('summarizing', 60) })] },
      {
        [`DELETE ${summarizer}`]: {
          body: report({ title: SUGGESTION.title, ignore_asset_summarizer: true }),
        },
      },
    );
    expect(
      await within(await shown()).findByText('Summarizing… writing a title and description'),
    ).toBeInTheDocument();
    await socket.send({
      type: 'asset.summarizer',
      presentation_id: 12,
      asset_id: 7,
      asset: report({
        title: SUGGESTION.title,
        description: `<p>${SUGGESTION.description}</p>`,
        summarizer_progress: progress('done', 100),
        show_warning_ai_summarizer: true,
        ai_summarizer_result: SUGGESTION,
        updated_at: '2026-03-01T12:00:00.000Z',
      }),
    });
    expect(await within(card()).findByText(SUGGESTION.title)).toBeInTheDocument();
    expect(within(card()).getByText(/Title and description suggested from the document/)).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(within(card()).queryByText(/suggested from the document/)).toBeNull());
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === summarizer)).toBe(true);
  });
});
