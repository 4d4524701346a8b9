import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { colouredPages } from '@folio/converters/test/fixtures.ts';
import { buildPdf } from '@folio/converters/test/pdf-builder.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/factories.ts';
import { freePort, killHard, migratedDataDir, startServerProcess } from '../../test/server-process.ts';

// The real server process, killed with SIGKILL in the middle of its conversions and started again.

const PAGES = [8, 9, 10, 11, 12];
type Progress = {
  converted_files: string[];
  is_complete: boolean;
  has_error: boolean;
  number_of_pages: number;
};
/** The fields this test reads from the API's answers. */
type Answer = { access: string; id: number; url: string; key: string; fields: Record<string, string> };

let dataDir = '';
let child: ChildProcess | null = null;
afterAll(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(port: number) {
  child = await startServerProcess({ port, dataDir });
}

// The spawned server always uses PGlite in its data dir, so the PostgreSQL run skips this.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'conversions survive a killed server (PGlite run only)',
  () => {
    it('finishes all five conversions, each page once, after SIGKILL and a restart', async () => {
      dataDir = await migratedDataDir('folio-crash-');
      const port = await freePort();
      const base = `http://127.0.0.1:${port}/api`;
      await start(port);
      const json = { 'content-type': 'application/json' };
      const registered = await fetch(`${base}/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          email: 'crash@example.com',
          password1: PASSWORD,
          password2: PASSWORD,
          first_name: 'A',
          last_name: 'B',
        }),
      }).then((r) => r.json() as Promise<Answer>);
      const auth = { ...json, authorization: `Bearer ${registered.access}` };
      const presentation = await fetch(`${base}/presentations`, {
        method: 'POST',
        headers: auth,
        body: '{}',
      }).then((r) => r.json() as Promise<Answer>);
      const assetIds: number[] = [];
      for (const [i, pages] of PAGES.entries()) {
        const pdf = buildPdf(colouredPages(pages));
        const ticket = await fetch(`${base}/uploads/sign`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ filename: `listing-${i}.pdf`, size: pdf.length }),
        }).then((r) => r.json() as Promise<Answer>);
        const form = new FormData();
        for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
        form.append('file', new Blob([pdf]), `listing-${i}.pdf`);
        expect(
          (await fetch(`http://127.0.0.1:${port}${ticket.url}`, { method: 'POST', body: form })).status,
        ).toBe(204);
        const asset = await fetch(`${base}/presentations/${presentation.id}/assets`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ type: 'file', upload_key: ticket.key }),
        }).then((r) => r.json() as Promise<Answer>);
        assetIds.push(asset.id);
      }
      const progress = async () =>
        Promise.all(
          assetIds.map((id) =>
            fetch(`${base}/presentations/${presentation.id}/assets/${id}/converted`, { headers: auth }).then(
              (r) => r.json() as Promise<Progress>,
            ),
          ),
        );
      // Kill it as soon as the first conversion has stored some pages.
      for (;;) {
        const states = await progress();
        if (states.some((s) => s.converted_files.length > 0)) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await killHard(child!);

      await start(port);
      const deadline = Date.now() + 240_000;
      let states = await progress();
      while (!states.every((s) => s.is_complete || s.has_error) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        states = await progress();
      }
      expect(
        states.map((s) => [s.is_complete, s.has_error, s.number_of_pages, s.converted_files.length]),
      ).toEqual(PAGES.map((pages) => [true, false, pages, pages]));
      for (const state of states)
        expect(new Set(state.converted_files).size).toBe(state.converted_files.length);
    }, 360_000);
  },
);
