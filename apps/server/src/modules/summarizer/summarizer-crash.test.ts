import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { Asset } from '@folio/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChatServer, startChatServer } from '../../test/ai/chat-server.ts';
import { PASSWORD } from '../../test/factories.ts';
import { reportPdf } from '../../test/report-pdf.ts';
import { freePort, killHard, migratedDataDir, startServerProcess } from '../../test/server-process.ts';
import { uploadForm } from '../../test/uploads.ts';

/** The fields this test reads from the API's answers. */
type Answer = {
  access: string;
  id: number;
  url: string;
  key: string;
  fields: Record<string, string>;
  assets: Asset[];
};

// The real server process, killed with SIGKILL while the model is still answering, and started again.

let dataDir = '';
let child: ChildProcess | null = null;
let chat: ChatServer | null = null;
afterAll(async () => {
  child?.kill('SIGKILL');
  await chat?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const SUGGESTION = { title: 'Harbour Point report', description: 'Prices rose. Rentals stayed strong.' };

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'summaries survive a killed server (PGlite run only)',
  () => {
    it('finishes the summary after SIGKILL mid-run and a restart', async () => {
      chat = await startChatServer();
      // The first call never answers in time: the server is killed while it waits.
      chat.script(
        { text: JSON.stringify(SUGGESTION), delayMs: 60_000 },
        { text: JSON.stringify(SUGGESTION) },
      );
      dataDir = await migratedDataDir('folio-summary-crash-');
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const env = { AI_BASE_URL: chat.url, AI_TIMEOUT_MS: '120000' };
      child = await startServerProcess({ port, dataDir, env });

      const api = async (method: string, path: string, body?: object, access?: string) =>
        (
          await fetch(`${origin}/api${path}`, {
            method,
            headers: {
              'content-type': 'application/json',
              ...(access && { authorization: `Bearer ${access}` }),
            },
            body: body && JSON.stringify(body),
          })
        ).json() as Promise<Answer>;
      const { access } = await api('POST', '/register', {
        email: 'summary-crash@example.com',
        password1: PASSWORD,
        password2: PASSWORD,
        first_name: 'A',
        last_name: 'B',
      });
      const presentation = await api('POST', '/presentations', {}, access);
      const pdf = reportPdf();
      const ticket = await api('POST', '/uploads/sign', { filename: 'report.pdf', size: pdf.length }, access);
      const posted = await fetch(`${origin}${ticket.url}`, {
        method: 'POST',
        body: uploadForm(ticket.fields, pdf, 'report.pdf'),
      });
      expect(posted.status).toBe(204);
      const created = await api(
        'POST',
        `/presentations/${presentation.id}/assets`,
        { type: 'file', upload_key: ticket.key },
        access,
      );
      const asset = async () =>
        (await api('GET', `/presentations/${presentation.id}`, undefined, access)).assets.find(
          (a) => a.id === created.id,
        )!;
      const until = async (done: (a: Asset) => boolean, ms: number) => {
        const deadline = Date.now() + ms;
        let current = await asset();
        while (!done(current) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          current = await asset();
        }
        return current;
      };

      const running = await until(
        (a) => a.summarizer_progress?.step === 'summarizing' && chat!.calls.length > 0,
        90_000,
      );
      expect(running.summarizer_progress?.step).toBe('summarizing');
      await killHard(child);

      child = await startServerProcess({ port, dataDir, env });
      const finished = await until((a) => a.summarizer_progress?.step === 'done', 120_000);
      expect(finished).toMatchObject({
        summarizer_progress: { step: 'done' },
        show_selection_summarize: true,
        ai_summarizer_result: { ...SUGGESTION, method: 'ai' },
      });
      expect(chat.calls.length).toBeGreaterThanOrEqual(2);
    }, 360_000);
  },
);
